/**
 * The embedded database's wire front (embedded-wire.ts, docs/decisions/074): many `pg`
 * connections and the worker's own statements on PGlite's one session, never interleaved inside
 * one another's exchange, and a connection that goes never leaves the session held.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compiledPglite } from '../../test/test-database';
import { BackendWatch, queryMessage, serveWire, type WireServer } from './embedded-wire';

let pglite: PGlite;
let server: WireServer;
let socketDir: string;
const clients: pg.Client[] = [];

beforeAll(async () => {
  pglite = new PGlite({ pgliteWasmModule: await compiledPglite() });
  await pglite.waitReady;
  socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-'));
  server = await serveWire(pglite, path.join(socketDir, '.s.PGSQL.5432'), 6);
  const setup = await connect();
  await setup.query('create table marks (n int)');
  await endAll();
});

afterAll(async () => {
  await server.close();
  await pglite.close();
  fs.rmSync(socketDir, { recursive: true, force: true });
});

const endAll = () =>
  Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));

afterEach(async () => {
  await endAll();
  await (await connect()).query('truncate marks');
  await endAll();
});

/** A `pg` connection to the front, as the main thread's pool makes them. */
async function connect() {
  const client = new pg.Client({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
  });
  const errors: Error[] = [];
  client.on('error', (error) => errors.push(error));
  await client.connect();
  clients.push(client);
  return Object.assign(client, { errors });
}

const count = async (client: pg.Client) =>
  (await client.query<{ n: number }>('select count(*)::int as n from marks')).rows[0]!.n;

describe('the embedded wire front', () => {
  it('answers every connection its own rows while four send parameterised queries at once', async () => {
    const connections = await Promise.all([1, 2, 3, 4].map(() => connect()));
    const answers = await Promise.all(
      connections.map((client, who) =>
        Promise.all(
          Array.from({ length: 150 }, async (_, i) => {
            const value = who * 1000 + i;
            // Each connection its own statement text: one landing inside another's exchange
            // would bind the other's unnamed statement and answer the wrong columns.
            const result = await client.query<{ n: number; t: string; who: number }>(
              `select $1::int as n, $2::text as t, ${who}::int as who`,
              [value, `c${who}-${i}`],
            );
            const row = result.rows[0]!;
            return row.n === value && row.t === `c${who}-${i}` && row.who === who;
          }),
        ),
      ),
    );
    expect(answers.flat().every(Boolean)).toBe(true);
    expect(connections.flatMap((client) => client.errors)).toEqual([]);
  });

  it("answers the worker's own statement to the worker alone while connections keep querying", async () => {
    const connections = await Promise.all([1, 2].map(() => connect()));
    const burst = Promise.all(
      connections.flatMap((client, who) =>
        Array.from({ length: 100 }, (_, i) =>
          client.query('insert into marks values ($1)', [who * 1000 + i]),
        ),
      ),
    );
    const checkpoints = Promise.all(
      Array.from({ length: 20 }, () => server.session.statement('CHECKPOINT')),
    );
    await Promise.all([burst, checkpoints]);
    expect(await count(connections[0]!)).toBe(200);
    expect(connections.flatMap((client) => client.errors)).toEqual([]);
  });

  it("keeps other connections and the worker's statements out of an open transaction", async () => {
    const [holder, other] = await Promise.all([connect(), connect()]);
    await holder.query('begin');
    await holder.query('insert into marks values (1)');
    let otherDone = false;
    const otherInsert = other.query('insert into marks values (2)').then(() => (otherDone = true));
    let checkpointDone = false;
    const checkpoint = server.session.statement('CHECKPOINT').then(() => (checkpointDone = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherDone).toBe(false);
    expect(checkpointDone).toBe(false);
    await holder.query('rollback');
    await Promise.all([otherInsert, checkpoint]);
    expect(await count(other)).toBe(1); // the other insert was never part of the rolled-back one
  });

  it('rolls back what a connection that goes had open, and lets the others on', async () => {
    const [leaving, staying] = await Promise.all([connect(), connect()]);
    await leaving.query('begin');
    await leaving.query('insert into marks values (7)');
    const waiting = count(staying); // queued behind the open transaction
    (leaving as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    expect(await waiting).toBe(0);
    expect(await count(staying)).toBe(0);
  });

  it('refuses a connection beyond the limit with PostgreSQL\'s "too many clients" error', async () => {
    await Promise.all([1, 2, 3, 4, 5, 6].map(() => connect()));
    const extra = new pg.Client({ host: socketDir, port: 5432, user: 'postgres' });
    await expect(extra.connect()).rejects.toMatchObject({ code: '53300' });
  });

  it('refuses a malformed startup packet and goes on serving the others', async () => {
    const raw = net.createConnection(path.join(socketDir, '.s.PGSQL.5432'));
    const answer = new Promise<Buffer>((resolve) => {
      const parts: Buffer[] = [];
      raw.on('data', (part: Buffer) => parts.push(part));
      raw.on('close', () => resolve(Buffer.concat(parts)));
    });
    raw.write(Buffer.from([0, 0, 0, 3, 1, 2, 3, 4]));
    const bytes = await answer;
    expect(String.fromCharCode(bytes[0]!)).toBe('E');
    expect(bytes.toString()).toContain('08P01');
    expect(await count(await connect())).toBe(0);
  });

  it('reads a ReadyForQuery and an error message however the output is cut', () => {
    const error = Buffer.from('SERROR\0C42P01\0Mno\0\0');
    const output = Buffer.concat([
      Buffer.from('E'),
      Buffer.from([0, 0, 0, 4 + error.length]),
      error,
      Buffer.from('Z'),
      Buffer.from([0, 0, 0, 5]),
      Buffer.from('I'),
    ]);
    const whole = new BackendWatch();
    whole.feed(output);
    expect(whole.idle).toBe(true);
    expect(whole.errors).toEqual(['no']);
    const byteByByte = new BackendWatch();
    for (const byte of output) byteByByte.feed(Uint8Array.of(byte));
    expect(byteByByte.idle).toBe(true);
    expect(byteByByte.errors).toEqual(['no']);
    const cut = new BackendWatch();
    cut.feed(output.subarray(0, output.length - 1));
    expect(cut.idle).toBe(false);
    expect(queryMessage('SELECT 1').toString('latin1')).toBe('Q\0\0\0\rSELECT 1\0');
  });
});
