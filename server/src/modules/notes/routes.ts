import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoute, noteCreateSchema, noteSchema, type Language } from '@shop/contract';
import { requestLanguage } from '../../http/request-language.js';
import { requestActor, requirePermission } from '../../http/guards.js';
import { getCustomerOrThrow } from '../customers/index.js';
import { listNotes } from './repository.js';
import { addNote, removeNote } from './service.js';

const messages = {
  en: { added: 'Note added successfully', deleted: 'Note deleted successfully' },
  fr: { added: 'Note ajoutée', deleted: 'Note supprimée' },
} satisfies Record<Language, Record<string, string>>;

const present = (row: Awaited<ReturnType<typeof listNotes>>[number]) => ({
  id: row.id,
  user_id: row.user_id,
  note_text: row.note_text,
  created_by: row.created_by_name,
  created_at: row.created_at,
});

/** Staff notes on a customer (SPEC §7 Notes), at SPEC's paths and reply shapes. */
export async function noteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notes'];
  const userParams = z.object({ userId: z.coerce.number().int().positive() });

  r.get(
    apiRoute(apiPaths.notes.ofCustomer),
    {
      schema: {
        tags,
        summary: "A customer's notes, newest first",
        params: userParams,
        response: { 200: z.object({ success: z.literal(true), notes: z.array(noteSchema) }) },
      },
      preHandler: requirePermission('customers.read'),
    },
    async (request) => {
      await getCustomerOrThrow(app.db, request.params.userId);
      return { success: true as const, notes: (await listNotes(app.db, request.params.userId)).map(present) };
    },
  );

  r.post(
    apiRoute(apiPaths.notes.ofCustomer),
    {
      schema: {
        tags,
        summary: 'Add a note (its author is the signed-in staff member)',
        params: userParams,
        body: noteCreateSchema,
        response: { 201: z.object({ success: z.literal(true), message: z.string(), note: noteSchema }) },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      await getCustomerOrThrow(app.db, request.params.userId);
      const row = await addNote(app, requestActor(request), request.params.userId, request.body.note_text);
      return reply.status(201).send({ success: true, message: messages[language].added, note: present(row) });
    },
  );

  r.delete(
    apiRoute(apiPaths.notes.one),
    {
      schema: {
        tags,
        summary: 'Delete a note',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => {
      await removeNote(app, requestActor(request), request.params.id);
      return { success: true as const, message: messages[requestLanguage(request)].deleted };
    },
  );
}
