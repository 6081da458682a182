import type pg from 'pg';

/**
 * Drizzle's pooled `transaction()` runs BEGIN before the try/finally that releases its client, so
 * a BEGIN that fails (its connection ended under it) never gives the client back, and the pool
 * loses that slot for good (drizzle-orm#6241): a few such failures and every request waits for
 * ever. A client checked out with `await pool.connect()` is therefore released (and destroyed) as
 * soon as its connection fails, and releasing it again later is harmless. Returns what the
 * clients' error listener calls.
 */
function releaseOnFailure(pool: pg.Pool): (client: pg.Client, error: Error) => void {
  const checkedOut = new WeakMap<pg.Client, (error: Error) => void>();
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const connectReleasing = (callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connect(callback); // pool.query's own path: it releases on error itself
    return connect()!.then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const once = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        checkedOut.delete(client);
        release(error);
      };
      client.release = once;
      checkedOut.set(client, once);
      return client;
    });
  };
  pool.connect = connectReleasing as typeof pool.connect;
  return (client, error) => checkedOut.get(client)?.(error);
}

/**
 * A database client's error, idle or checked out (a transaction holds one), never ends the
 * process (docs/decisions/074): every client gets a listener of its own for its whole life, which
 * tells the error (to stderr until `tell` gives a listener, the app's logger) and releases a
 * checked-out client; the pool replaces a failed client.
 */
export function guardClientErrors(pool: pg.Pool) {
  let tellClientError = (error: Error) =>
    console.error(`Falló una conexión a la base de datos: ${error.message}`);
  pool.on('error', () => undefined); // told by the client's own listener below
  const failed = releaseOnFailure(pool);
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      tellClientError(error);
      failed(client, error);
    }),
  );
  return {
    tell: (listener: (error: Error) => void) => {
      tellClientError = listener;
    },
  };
}
