import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Gives every statement and transaction on the embedded database a turn of the event loop of its
 * own, in the order they were asked for.
 *
 * PGlite runs its queries synchronously on the server's event loop, one at a time, and hands the
 * connection to the next waiter through a promise: without this, a queue of waiting requests is
 * worked through in one go, without ever returning to the event loop. Node accepts new
 * connections and reads new requests only between such runs (about one new connection per run,
 * measured), so under load the clients already connected kept the database to themselves and a
 * new one waited for as long as the load lasted (17 s with 100 clients). Taking each turn after a
 * `setImmediate` lets the event loop accept and read between two statements, so every request
 * waits in one queue, first come first served.
 *
 * Only the client's entry points are wrapped (`query`, `exec`, `transaction`; `sql` goes through
 * `query`); the statements of a transaction run inside its turn, as before.
 */
export function takeFairTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => nextTurn()).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args: Parameters<PGlite['query']>) => inTurn(() => query(...args));
  client.exec = (...args: Parameters<PGlite['exec']>) => inTurn(() => exec(...args));
  client.transaction = (callback) => inTurn(() => transaction(callback));
}
