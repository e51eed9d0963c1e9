import type pg from 'pg';

/** How many statements each connection keeps prepared: the application has a few hundred. */
const STATEMENTS_PER_CONNECTION = 500;

/**
 * Ends a statement that PostgreSQL should plan for its values at every call (sent unnamed): one
 * whose best plan depends on them, where a plan for any values can be far worse.
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const FEATURE_NOT_SUPPORTED = '0A000';
/** PostgreSQL's "prepared statement does not exist". */
const NO_SUCH_STATEMENT = '26000';

/** What node-postgres records of the statements the server has parsed on a connection. */
type Parsed = { connection: { parsedStatements: Record<string, string> } };

/**
 * Statements prepared once per PostgreSQL connection (decision 033). node-postgres sends each
 * query unnamed, so the server parses and plans it every time: half of the server's CPU in an
 * order's placement. Each statement with parameters is named here after its SQL text: parsed
 * once per connection, and planned once when PostgreSQL finds a generic plan no worse than
 * the custom ones. Past `size`, the least recently used is dropped. A statement whose table
 * changed shape (another server's migration) fails once and is prepared again next time.
 *
 * Dropped statements are deallocated when their connection goes back to the pool, outside any
 * transaction: a DEALLOCATE that failed inside one would abort it.
 */
export function withPreparedStatements(pool: pg.Pool, size = STATEMENTS_PER_CONNECTION): void {
  const dropped = new WeakMap<pg.PoolClient, string[]>();
  pool.on('connect', (client) => {
    const names: string[] = [];
    dropped.set(client, names);
    prepareStatementsOn(client, size, names);
  });
  // Emitted before the connection is handed to anyone else: these run first on it.
  pool.on('release', (err: Error | undefined, client: pg.PoolClient) => {
    const names = dropped.get(client);
    if (err || !names) return;
    for (const name of names.splice(0)) client.query(`deallocate "${name}"`).catch(() => {});
  });
}

function prepareStatementsOn(client: pg.PoolClient, size: number, dropped: string[]): void {
  const names = new Map<string, string>();
  let next = 0;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const parsed = (client as unknown as Parsed).connection.parsedStatements;
  /**
   * No longer used under this name (a new one is made if the text comes back); deallocated when
   * the server holds it.
   */
  const forget = (text: string, name: string, onServer = parsed[name] !== undefined) => {
    if (names.get(text) === name) names.delete(text);
    delete parsed[name];
    if (onServer) dropped.push(name);
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
      }
    }
    const used = name;
    return query({ name: used, text, values }).catch((err: unknown) => {
      const code = (err as { code?: string }).code;
      // Not parsed (a missing column, an aborted transaction): nothing to keep under its name.
      if (parsed[used] === undefined) forget(text, used, false);
      // A value node-postgres could not send (no server code): it closed the statement itself.
      else if (code === undefined || code === NO_SUCH_STATEMENT) forget(text, used, false);
      else if (code === FEATURE_NOT_SUPPORTED) forget(text, used);
      throw err;
    });
  };
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || text.endsWith(PLANNED_PER_CALL))
      return query(text, values, callback);
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
