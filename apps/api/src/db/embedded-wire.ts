/**
 * The embedded database's wire front (docs/decisions/074): PGlite is ONE PostgreSQL session, and
 * this serves it on a unix socket to any number of `pg` connections without ever letting two of
 * them, or the worker's own statements, interleave inside one another's exchange.
 *
 * - A connection's messages run as whole units: everything up to a Sync, a simple Query, a Flush
 *   or the end of a COPY goes to PGlite in one call, so no other unit lands between a Parse and
 *   its Sync.
 * - After a unit, the session is held by that connection until the backend is ready again and
 *   idle (its last ReadyForQuery says 'I'): an open transaction, a failed one or an unfinished
 *   exchange keeps everyone else waiting, as a PostgreSQL server's locks would.
 * - A connection that goes while it holds the session has its exchange ended and its transaction
 *   rolled back before anyone else runs.
 * - The worker's own statements (a backup's CHECKPOINT) take a turn like a connection's and their
 *   output comes back to them alone. PGlite's query API must never be called beside this: its
 *   output goes to the last stream callback, i.e. to some connection's socket, which is how a
 *   backup once desynchronised the server's connection and crashed it.
 */
import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
/** The longest startup packet accepted (PostgreSQL's own limit is 10 000 bytes). */
const MAX_STARTUP_LENGTH = 10_000;

const code = (letter: string) => letter.charCodeAt(0);
const READY_FOR_QUERY = code('Z');
const ERROR_RESPONSE = code('E');
const IDLE = code('I');
/** Client messages after which the backend answers and waits: a unit ends there. */
const UNIT_ENDS = new Set(['S', 'Q', 'H', 'c', 'f'].map(code));
const TERMINATE = code('X');

/** A protocol message: its type letter, its length (itself included), the body. */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

/** A simple Query message. */
export const queryMessage = (text: string) => message('Q', Buffer.from(`${text}\0`));
const SYNC = message('S', Buffer.alloc(0));

/** An ErrorResponse a client shows as PostgreSQL's own (severity, SQLSTATE, text). */
function errorMessage(severity: string, sqlState: string, text: string): Buffer {
  const fields = [`S${severity}`, `V${severity}`, `C${sqlState}`, `M${text}`];
  return message('E', Buffer.from(`${fields.join('\0')}\0\0`));
}

/**
 * Follows the backend's output message by message: whether it ended ready and idle, and the text
 * of any error it sent.
 */
export class BackendWatch {
  private readonly header = Buffer.alloc(5);
  private filled = 0;
  private remaining = 0;
  private type = 0;
  private body: number[] | null = null;
  private readyStatus: number | null = null;
  readonly errors: string[] = [];

  feed(bytes: Uint8Array) {
    for (let i = 0; i < bytes.length;) {
      if (this.remaining === 0) {
        this.header[this.filled++] = bytes[i++]!;
        if (this.filled < 5) continue;
        this.filled = 0;
        this.type = this.header[0]!;
        this.remaining = this.header.readInt32BE(1) - 4;
        this.readyStatus = null;
        this.body = this.type === ERROR_RESPONSE ? [] : null;
        if (this.remaining === 0) this.finish();
        continue;
      }
      const take = Math.min(this.remaining, bytes.length - i);
      if (this.type === READY_FOR_QUERY) this.readyStatus = bytes[i + take - 1]!;
      this.body?.push(...bytes.subarray(i, i + take));
      i += take;
      this.remaining -= take;
      if (this.remaining === 0) this.finish();
    }
  }

  private finish() {
    if (!this.body) return;
    const fields = Buffer.from(this.body).toString('utf8').split('\0');
    this.errors.push(fields.find((field) => field.startsWith('M'))?.slice(1) ?? 'error');
    this.body = null;
  }

  /** The output so far ends with a ReadyForQuery that says idle (no transaction open). */
  get idle() {
    return this.filled === 0 && this.remaining === 0 && this.readyStatus === IDLE;
  }
}

type Turn = {
  /** The connection the turn belongs to; null for the worker's own. */
  owner: WireConnection | null;
  /** Runs statements on the session (false: only holds it still, e.g. to copy its files). */
  statements: boolean;
  run: () => Promise<void>;
  settle: (error?: Error) => void;
};

/**
 * One PGlite session, one turn at a time. While a connection holds the session (a transaction,
 * an unfinished exchange), only its turns and turns that run no statement are taken.
 */
export class WireSession {
  private readonly waiting: Turn[] = [];
  private running: Turn | null = null;
  private holder: WireConnection | null = null;
  private drained: (() => void)[] = [];

  constructor(readonly pglite: PGlite) {}

  /** Runs `work` alone on the session, after the turns before it. */
  turn(owner: WireConnection | null, statements: boolean, work: () => Promise<void>) {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({
        owner,
        statements,
        run: work,
        settle: (error) => (error ? reject(error) : resolve()),
      });
      void this.pump();
    });
  }

  /**
   * Runs messages (whole units) and hands their output to `onOutput`; the session stays with
   * `owner` until the backend is ready and idle again.
   */
  execute(owner: WireConnection | null, bytes: Uint8Array, onOutput: (bytes: Uint8Array) => void) {
    const watch = new BackendWatch();
    return this.turn(owner, true, async () => {
      try {
        await this.pglite.execProtocolRawStream(bytes, {
          onRawData: (data) => {
            watch.feed(data);
            onOutput(data);
          },
        });
      } finally {
        this.holder = watch.idle ? null : owner;
      }
    }).then(() => watch);
  }

  /** One statement of the worker's own, on an idle session; rejects with PostgreSQL's error. */
  async statement(text: string) {
    const watch = await this.execute(null, queryMessage(text), () => undefined);
    if (watch.errors.length > 0) throw new Error(watch.errors.join('; '));
  }

  /** Holds the session still (no statement runs) while `work` runs. */
  hold<T>(work: () => Promise<T>): Promise<T> {
    let result: T;
    return this.turn(null, false, async () => {
      result = await work();
    }).then(() => result);
  }

  /** A connection has gone: its waiting turns are dropped, and what it held is ended. */
  release(connection: WireConnection) {
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const turn = this.waiting[i]!;
      if (turn.owner !== connection) continue;
      this.waiting.splice(i, 1);
      turn.settle(new Error('connection closed'));
    }
    if (this.holder !== connection && this.running?.owner !== connection) return;
    // Its exchange is ended (a Sync) and its transaction rolled back, before anyone else runs.
    void this.execute(
      connection,
      Buffer.concat([SYNC, queryMessage('ROLLBACK')]),
      () => undefined,
    ).catch(() => undefined);
  }

  /** Resolves once no turn runs or waits. */
  whenDrained() {
    if (!this.running && this.waiting.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => this.drained.push(resolve));
  }

  private next(): Turn | undefined {
    const index = this.waiting.findIndex(
      (turn) => this.holder === null || turn.owner === this.holder || !turn.statements,
    );
    return index === -1 ? undefined : this.waiting.splice(index, 1)[0];
  }

  private async pump() {
    if (this.running) return;
    for (let turn = this.next(); turn; turn = this.next()) {
      this.running = turn;
      try {
        await this.pglite.runExclusive(turn.run);
        turn.settle();
      } catch (error) {
        turn.settle(error as Error);
      }
    }
    this.running = null;
    if (this.waiting.length === 0) for (const resolve of this.drained.splice(0)) resolve();
  }
}

/** One client connection: frames its messages into units and queues them on the session. */
class WireConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  private unit: Buffer[] = [];
  private closed = false;

  constructor(
    private readonly socket: net.Socket,
    private readonly session: WireSession,
    private readonly onClose: (connection: WireConnection) => void,
  ) {
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
  }

  /** Ends the connection with PostgreSQL's FATAL error, as a server refusing it would. */
  refuse(sqlState: string, text: string) {
    this.close(errorMessage('FATAL', sqlState, text));
  }

  /** Ends the connection (after `farewell`, when given); what it held on the session is ended. */
  close(farewell?: Buffer) {
    if (this.closed) return;
    this.closed = true;
    if (farewell) this.socket.end(farewell);
    else this.socket.destroy();
    this.session.release(this);
    this.onClose(this);
  }

  private receive(chunk: Buffer) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    while (!this.closed) {
      const taken = this.started ? this.takeMessage() : this.takeStartup();
      if (!taken) break;
    }
  }

  /** The first messages: SSL and GSS requests are declined, a cancel is not possible here. */
  private takeStartup(): boolean {
    if (this.buffer.length < 8) return false;
    const length = this.buffer.readInt32BE(0);
    const request = this.buffer.readInt32BE(4);
    if (length < 8 || length > MAX_STARTUP_LENGTH) {
      this.refuse('08P01', 'invalid startup packet');
      return false;
    }
    if (this.buffer.length < length) return false;
    const packet = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    if (request === SSL_REQUEST || request === GSSENC_REQUEST) {
      this.socket.write('N');
      return true;
    }
    if (request === CANCEL_REQUEST) {
      this.close(); // one session runs one thing at a time: there is nothing to cancel
      return false;
    }
    this.started = true;
    this.submit([packet]);
    return true;
  }

  private takeMessage(): boolean {
    if (this.buffer.length < 5) return false;
    const length = this.buffer.readInt32BE(1);
    if (length < 4) {
      this.refuse('08P01', 'invalid message length');
      return false;
    }
    if (this.buffer.length < 1 + length) return false;
    const type = this.buffer[0]!;
    const whole = this.buffer.subarray(0, 1 + length);
    this.buffer = this.buffer.subarray(1 + length);
    if (type === TERMINATE) {
      // What it sent before runs first (a turn of its own, in its order); then it ends.
      void this.session.turn(this, true, async () => undefined).finally(() => this.close());
      return false;
    }
    this.unit.push(whole);
    if (UNIT_ENDS.has(type)) this.submit(this.unit.splice(0));
    return true;
  }

  private submit(messages: Buffer[]) {
    // A copy: the receive buffer is reused, and PGlite reads the unit when its turn comes.
    const bytes = new Uint8Array(Buffer.concat(messages));
    this.session
      .execute(this, bytes, (output) => {
        // PGlite hands a view of its memory: copied before the socket keeps it.
        if (!this.closed) this.socket.write(Buffer.from(output));
      })
      .catch(() => this.close()); // the session failed under it, or it closed meanwhile
  }
}

export type WireServer = {
  session: WireSession;
  /** Stops listening, ends every connection, and waits until nothing runs on the session. */
  close: () => Promise<void>;
};

/** Serves `pglite` on the unix socket `socketPath` to at most `maxConnections` connections. */
export async function serveWire(
  pglite: PGlite,
  socketPath: string,
  maxConnections: number,
): Promise<WireServer> {
  const session = new WireSession(pglite);
  const connections = new Set<WireConnection>();
  const server = net.createServer((socket) => {
    const connection = new WireConnection(socket, session, (gone) => connections.delete(gone));
    if (connections.size >= maxConnections) {
      connection.refuse('53300', 'sorry, too many clients already');
      return;
    }
    connections.add(connection);
  });
  // A socket left by a process that was killed; the caller holds the folder (or made it just now).
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    session,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.close();
      await closed;
      await session.whenDrained();
    },
  };
}
