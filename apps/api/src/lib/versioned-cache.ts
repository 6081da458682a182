import { gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { listVersions } from '../db/schema/index';
import { preparedPerDb } from './prepared';

/** The tables with a change counter in `list_versions` (migrations 0003 and 0005). */
export type VersionedList = 'users' | 'shifts' | 'absences' | 'holidays';

type Options = {
  /** The tables whose rows the rendered bodies are made of. */
  lists: readonly VersionedList[];
  /** Bytes of bodies kept per database; beyond it, the least recently served go first. */
  maxBytes: number;
};

/** Smaller bodies are sent as they are: gzip would save little on them. */
const GZIP_FROM_BYTES = 1024;

/** A rendered JSON body and, once compressed after it was kept, its gzip form. */
export type CachedBody = { json: Buffer; gzip?: Buffer };

type Generation = {
  version: number;
  bodies: Map<string, CachedBody>;
  bytes: number;
  rendering: Map<string, Promise<CachedBody>>;
};

/**
 * Bodies rendered once and served again while the change counters of the tables they are made of
 * are unchanged (`list_versions`, bumped by a trigger in the same transaction as any change to the
 * table): one single-row read instead of reading and serialising the rows (docs/decisions/009).
 *
 * The version is the sum of the tables' counters, which only grows and grows with every change.
 * It is read BEFORE the rows, so a body is never older than the version it is kept under; correct
 * with any number of server instances, since each compares with the database. Requests that miss
 * the same body at the same version share one rendering; a request that read an older version than
 * the cache holds (it raced a change) renders for itself and keeps nothing.
 *
 * A kept body is then gzipped once, off the main thread: a week calendar of 500 users is 1.4 MB of
 * JSON and 60 KB gzipped, which browsers ask for and unpack on their own (`sendBody`). The first
 * request after a change, before that gzip is ready, is compressed on its way out like any large
 * answer (plugins/compression).
 */
export function versionedBodies({ lists, maxBytes }: Options) {
  const versionOf = preparedPerDb((db) =>
    db
      .select({
        version: sql<string | null>`sum(${listVersions.version})`,
        tables: sql<number>`count(*)::int`,
      })
      .from(listVersions)
      .where(inArray(listVersions.name, [...lists]))
      .prepare(`list_version_${lists.join('_')}`),
  );
  const generations = new WeakMap<Db, Generation>();

  const generationAt = (db: Db, version: number): Generation | undefined => {
    const current = generations.get(db);
    if (current && current.version === version) return current;
    if (current && current.version > version) return undefined;
    const fresh = { version, bodies: new Map(), bytes: 0, rendering: new Map() };
    generations.set(db, fresh);
    return fresh;
  };

  const sizeOf = (body: CachedBody) => body.json.length + (body.gzip?.length ?? 0);
  const evict = (generation: Generation) => {
    for (const [oldKey, oldBody] of generation.bodies) {
      if (generation.bytes <= maxBytes) break;
      generation.bodies.delete(oldKey);
      generation.bytes -= sizeOf(oldBody);
    }
  };

  const keep = (db: Db, generation: Generation, key: string, body: CachedBody) => {
    // A newer version came while rendering: this body is of a past generation.
    if (body.json.length > maxBytes || generations.get(db) !== generation) return;
    generation.bodies.set(key, body);
    generation.bytes += body.json.length;
    evict(generation);
    if (body.json.length < GZIP_FROM_BYTES) return;
    gzip(body.json, { level: 6 }, (error, packed) => {
      if (error || generation.bodies.get(key) !== body) return; // evicted or replaced meanwhile
      body.gzip = packed;
      generation.bytes += packed.length;
      evict(generation);
    });
  };

  return async (db: Db, key: string, render: () => Promise<Buffer>): Promise<CachedBody> => {
    const [row] = await versionOf(db).execute();
    const known = row?.tables === lists.length && row.version !== null;
    const generation = known ? generationAt(db, Number(row.version)) : undefined;
    if (!generation) return { json: await render() };
    const body = generation.bodies.get(key);
    if (body !== undefined) {
      // Served again: now the most recently used.
      generation.bodies.delete(key);
      generation.bodies.set(key, body);
      return body;
    }
    let pending = generation.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((json) => ({ json }))
        .finally(() => generation.rendering.delete(key));
      generation.rendering.set(key, pending);
      void pending.then((rendered) => keep(db, generation, key, rendered)).catch(() => undefined);
    }
    return pending;
  };
}

/**
 * Sends a kept body as JSON: its kept gzip when ready and the client accepts gzip; otherwise the
 * JSON, which plugins/compression packs for a client that accepts brotli or gzip.
 */
export function sendBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  if (body.gzip && typeof accepted === 'string' && negotiate(accepted, ['gzip']) === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}
