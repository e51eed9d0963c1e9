import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoute, okEnvelope } from '@shop/contract';
import {
  deliveryAddressListSchema,
  deliveryAddressPaths as paths,
  deliveryAddressSchema,
  deliveryAddressWriteSchema,
} from '@shop/contract/delivery-addresses';
import { currentUser, requestActor, requireCustomer, requirePermission } from '../../http/guards.js';
import { loadOrder } from '../orders/index.js';
import { addressOfOrder, changeAddress, createAddress, listAddresses, removeAddress } from './service.js';

const customerParams = z.object({ id: z.coerce.number().int().positive() });
const oneParams = customerParams.extend({ addressId: z.coerce.number().int().positive() });
const ownParams = z.object({ addressId: z.coerce.number().int().positive() });
const listReply = okEnvelope(deliveryAddressListSchema);
const oneReply = okEnvelope(z.object({ address: deliveryAddressSchema }));
const deletedReply = okEnvelope(z.object({ id: z.number().int() }));

/**
 * A customer's delivery addresses (issue 34, item 10): staff's on any customer, the florist's on
 * their own account only (another customer's address is not found).
 */
export async function deliveryAddressRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['delivery-addresses'];
  const deps = { db: app.db, clock: app.clock };
  const list = async (customerId: number) => ({
    success: true as const,
    data: { addresses: await listAddresses(app.db, customerId) },
  });

  r.get(
    apiRoute(paths.staffList),
    {
      schema: {
        tags,
        summary: "A customer's delivery addresses, the profile's (default) first",
        params: customerParams,
        response: { 200: listReply },
      },
      preHandler: requirePermission('customers.read'),
    },
    async (request) => list(request.params.id),
  );

  r.post(
    apiRoute(paths.staffList),
    {
      schema: {
        tags,
        summary: 'Add a delivery address to a customer',
        params: customerParams,
        body: deliveryAddressWriteSchema,
        response: { 201: oneReply },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({
          success: true,
          data: { address: await createAddress(deps, requestActor(request), request.params.id, request.body) },
        }),
  );

  r.put(
    apiRoute(paths.staffOne),
    {
      schema: {
        tags,
        summary: "Change a customer's delivery address (orders placed keep theirs)",
        params: oneParams,
        body: deliveryAddressWriteSchema,
        response: { 200: oneReply },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => ({
      success: true as const,
      data: {
        address: await changeAddress(
          deps,
          requestActor(request),
          request.params.id,
          request.params.addressId,
          request.body,
        ),
      },
    }),
  );

  r.delete(
    apiRoute(paths.staffOne),
    {
      schema: {
        tags,
        summary: "Delete a customer's delivery address (orders placed keep theirs)",
        params: oneParams,
        response: { 200: deletedReply },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => {
      await removeAddress(deps, requestActor(request), request.params.id, request.params.addressId);
      return { success: true as const, data: { id: request.params.addressId } };
    },
  );

  r.get(
    apiRoute(paths.ownList),
    {
      schema: {
        tags,
        summary: "The signed-in customer's delivery addresses, the profile's first",
        response: { 200: listReply },
      },
      preHandler: requireCustomer,
    },
    async (request) => list(currentUser(request).id),
  );

  r.post(
    apiRoute(paths.ownList),
    {
      schema: {
        tags,
        summary: 'The signed-in customer adds a delivery address',
        body: deliveryAddressWriteSchema,
        response: { 201: oneReply },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: { address: await createAddress(deps, requestActor(request), currentUser(request).id, request.body) },
      }),
  );

  r.put(
    apiRoute(paths.ownOne),
    {
      schema: {
        tags,
        summary: 'The signed-in customer changes one of their delivery addresses',
        params: ownParams,
        body: deliveryAddressWriteSchema,
        response: { 200: oneReply },
      },
      preHandler: requireCustomer,
    },
    async (request) => ({
      success: true as const,
      data: {
        address: await changeAddress(
          deps,
          requestActor(request),
          currentUser(request).id,
          request.params.addressId,
          request.body,
        ),
      },
    }),
  );

  r.delete(
    apiRoute(paths.ownOne),
    {
      schema: {
        tags,
        summary: 'The signed-in customer deletes one of their delivery addresses',
        params: ownParams,
        response: { 200: deletedReply },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      await removeAddress(deps, requestActor(request), currentUser(request).id, request.params.addressId);
      return { success: true as const, data: { id: request.params.addressId } };
    },
  );

  r.get(
    apiRoute(paths.ofOrder),
    {
      schema: {
        tags,
        summary: 'Where an order is delivered: the copy it keeps, or its customer’s profile address',
        params: customerParams,
        response: { 200: oneReply },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      const { order } = await loadOrder(app.db, request.params.id);
      return {
        success: true as const,
        data: { address: await addressOfOrder(app.db, order.id, order.customer_id) },
      };
    },
  );
}
