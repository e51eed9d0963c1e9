import pg from 'pg';
import type { Log } from '../lib/log.js';

export interface NoticeHandlers {
  /** A notice came: something changed on some server. */
  onNotice: () => void;
  /** Listening (again): from now on every notice arrives. */
  onListening: () => void;
  /** The connection is lost: notices may be missed until onListening again. */
  onLost: () => void;
}

/**
 * Listens on a PostgreSQL channel (LISTEN) on a connection of its own, outside the pool: a
 * notice is delivered when the transaction that sent it commits, to every server listening.
 * A dropped connection is said (onLost) and opened again after a pause, then said (onListening),
 * so that a reader of the notices can stop trusting what it kept while it could miss some.
 */
export function listenForNotices(url: string, channel: string, handlers: NoticeHandlers, log: Log) {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = (err?: Error) => {
    if (err) log.warn({ err: err.message, channel }, 'the connection that listens for notices was lost');
    handlers.onLost();
    client?.removeAllListeners();
    void client?.end().catch(() => {});
    client = null;
    if (!closed && !retry) retry = setTimeout(connect, 1000);
  };

  async function connect() {
    retry = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', lost);
    next.on('end', () => client === next && lost());
    next.on('notification', (message) => message.channel === channel && handlers.onNotice());
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === next) handlers.onListening();
    } catch (err) {
      if (client === next) lost(err as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      handlers.onLost();
      last?.removeAllListeners();
      await last?.end().catch(() => {});
    },
  };
}
