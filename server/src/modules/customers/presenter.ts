import type { Customer, CustomerDetail, CustomerListItem } from '@shop/contract';
import type { CustomerRow, listCustomers } from './repository.js';
import { readOrderNotices } from './order-notices.js';

/** The customer as the API shows it: whitelisted fields, camelCase profile (SPEC §3). */
export function presentCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    active: row.active === 1,
    invoice_type: row.invoice_type,
    created_at: row.created_at,
    businessName: row.business_name,
    neqTaxNumber: row.neq_tax_number,
    phoneNumber: row.phone_number,
    cellPhone: row.cell_phone,
    otherPhone: row.other_phone,
    faxNumber: row.fax_number,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province as Customer['province'],
    postalCode: row.postal_code,
    businessOwnerName: row.business_owner_name,
    salesPersonName: row.sales_person_name,
    businessType: row.business_type as Customer['businessType'],
    businessWebsite: row.business_website,
  };
}

export function presentCustomerDetail(row: CustomerRow): CustomerDetail {
  return {
    ...presentCustomer(row),
    balance_cents: row.balance_cents,
    credit_limit_cents: row.credit_limit_cents,
    delivery_zone: row.delivery_zone,
    payment_terms: row.payment_terms,
    order_notices: readOrderNotices(row.order_notices_off),
    document:
      row.document_path && row.document_name && row.document_mime
        ? { name: row.document_name, mime: row.document_mime, url: `/api/customers/${row.id}/document` }
        : null,
  };
}

export function presentListItem(row: Awaited<ReturnType<typeof listCustomers>>['rows'][number]): CustomerListItem {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    active: row.active === 1,
    invoice_type: row.invoice_type,
    created_at: row.created_at,
    businessName: row.business_name,
    businessOwnerName: row.business_owner_name,
    phoneNumber: row.phone_number,
    city: row.city,
    balance_cents: row.balance_cents,
    delivery_zone: row.delivery_zone,
  };
}
