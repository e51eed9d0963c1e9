import type pg from 'pg';

/** How many statements each connection keeps prepared: the application has a few hundred. */
const STATEMENTS_PER_CONNECTION = 500;

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * Statements prepared once per PostgreSQL connection (decision 033). node-postgres sends each
 * query unnamed, so the server parses and plans it every time: half of the server's CPU in an
 * order's placement. Each statement with parameters is named here after its SQL text: parsed
 * once per connection, and planned once when PostgreSQL finds a generic plan no worse than
 * the custom ones. The least recently used past `size` is deallocated. A statement whose table
 * changed shape (another server's migration) fails once and is prepared again next time.
 */
export function prepareStatementsOn(client: pg.PoolClient, size = STATEMENTS_PER_CONNECTION): void {
  const names = new Map<string, string>();
  let next = 0;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const forget = (text: string, name: string) => {
    names.delete(text);
    // The client's own record of it; its name is never used again.
    delete (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
      .parsedStatements[name];
  };
  const named = (text: string, values: unknown[]) => {
    let name = names.get(text);
    if (name) {
      // Map keeps insertion order: moved to the end, it is the most recently used.
      names.delete(text);
      names.set(text, name);
    } else {
      name = `s${(next += 1)}`;
      names.set(text, name);
      if (names.size > size) {
        const [oldText, oldName] = names.entries().next().value as [string, string];
        forget(oldText, oldName);
        // Queued before the statement that takes its place: the client runs them in order.
        query(`deallocate "${oldName}"`).catch(() => {});
      }
    }
    return query({ name, text, values }).catch((err: unknown) => {
      if ((err as { code?: string }).code === FEATURE_NOT_SUPPORTED) forget(text, name);
      throw err;
    });
  };
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(text, values, callback);
    const result = named(text, values);
    if (typeof callback !== 'function') return result;
    // The callback form (pool.query uses it).
    result.then(
      (res) => callback(null, res),
      (err: unknown) => callback(err),
    );
    return undefined;
  }) as typeof client.query;
}
