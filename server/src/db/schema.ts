import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types. Portable column conventions (docs/decisions/002-portable-columns.md):
 * instants are ISO-8601 UTC text, business dates 'YYYY-MM-DD' text, flags integer 0/1,
 * money integer cents.
 */
export interface Database {
  users: UsersTable;
  outbox: OutboxTable;
  contact_messages: ContactMessagesTable;
  price_lists: PriceListsTable;
}

export interface UsersTable {
  id: Generated<number>;
  /** Always stored lower-case: e-mails are unique regardless of case. */
  email: string;
  password_hash: string | null;
  role: 'admin' | 'customer';
  name: string;
  language: 'en' | 'fr';
  status: 'pending' | 'approved' | 'rejected';
  active: number;
  created_at: string;
  updated_at: string;
}
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

export interface OutboxTable {
  id: Generated<number>;
  template: string;
  language: 'en' | 'fr';
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON array of {filename, contentType, path} relative to DATA_DIR. */
  attachments: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  language: 'en' | 'fr';
  created_at: string;
}

export interface PriceListsTable {
  id: Generated<number>;
  title_en: string;
  title_fr: string;
  section: 'all-products' | 'petals' | 'ready-for-retail' | 'preserve-roses';
  valid_from: string | null;
  valid_to: string | null;
  published: number;
  file_name: string | null;
  file_path: string | null;
  mime_type: string | null;
  file_size: number | null;
  created_at: string;
  updated_at: string;
}
