// @ts-check
/**
 * PGlite over the Postgres wire protocol, for many connections at once.
 *
 * PGlite is one backend session; pglite-socket (0.2.17) shares it between
 * connections one *message* at a time, keeping a connection's turn only inside
 * an explicit transaction. An extended-protocol query (Parse/Bind/Describe/
 * Execute/Sync) is not a transaction, so two pooled connections interleave:
 * one's Parse replaces the other's unnamed statement before its Bind ("portal
 * does not exist", or the wrong statement run), and the queue's error path can
 * stall every later query (electric-sql/pglite#1046). Under load the local
 * function lost ~1 in 6 `markSent` updates and hung some requests.
 *
 * This queue keeps the session with one connection from its first message until
 * it is idle again: the batch has ended (Sync or a simple Query) and no
 * transaction is open. A connection that goes away mid-batch gets a Sync and,
 * if needed, a ROLLBACK, so the next one starts clean.
 */
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
/** Parse, Bind, Describe, Execute, Close, Flush: the batch goes on until a Sync. */
const BATCH_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));

class SessionQueue {
  /** @param {import('@electric-sql/pglite').PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {{ handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void, resolve: (bytes: number) => void, reject: (error: unknown) => void }[]} */
    this.queue = [];
    /**
     * The connection that holds the session, or null when it is idle.
     * @type {number | null}
     */
    this.owner = null;
    this.running = false;
  }

  /**
   * @param {number} handlerId
   * @param {Uint8Array} message
   * @param {(data: Uint8Array) => void} onData
   * @returns {Promise<number>}
   */
  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  async drain() {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
        if (index === -1) break; // the owner's next message is still on its way
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        this.owner = item.handlerId;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        if (!BATCH_MESSAGES.has(item.message[0] ?? -1) && !this.db.isInTransaction()) this.owner = null;
      }
    } finally {
      this.running = false;
    }
  }

  getQueueLength() {
    return this.queue.length;
  }

  /** @param {number} handlerId */
  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /**
   * Called when a connection goes away: frees the session if it held it.
   * @param {number} handlerId
   */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return;
    await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC, { onRawData: () => {} }));
    if (this.db.isInTransaction()) await this.db.exec('rollback');
    this.owner = null;
    await this.drain();
  }
}

/**
 * A started socket server for `db`, safe for a pool of connections.
 * @param {{ db: import('@electric-sql/pglite').PGlite, host: string, port: number, maxConnections?: number }} options
 */
export async function servePglite({ db, host, port, maxConnections = 32 }) {
  const server = new PGLiteSocketServer({ db, host, port, maxConnections });
  if (typeof (/** @type {any} */ (server).queryQueue?.enqueue) !== 'function') {
    throw new Error(
      'pglite-socket changed its internals: check scripts/local/pglite-server.mjs against the new version',
    );
  }
  // Handlers take the server's queue when a connection arrives, so this must happen before start().
  /** @type {any} */ (server).queryQueue = new SessionQueue(db);
  await server.start();
  return server;
}
