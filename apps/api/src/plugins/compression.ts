import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers below this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** JSON and text answers (CSV exports); files and photos go as they are stored. */
const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json)|text\/)/i;

/**
 * Fast settings for answers made per request: brotli quality 4 packs a megabyte of calendar JSON
 * in a few ms on the thread pool, about as small as gzip -9. Built assets are compressed at build
 * time at the best ratio instead (docs/decisions/017).
 */
const encoders = {
  br: (body: Buffer) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => gzip(body, { level: 6 }),
};
const ENCODINGS = Object.keys(encoders) as (keyof typeof encoders)[];

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/**
 * Every API answer of JSON or text above `COMPRESS_FROM_BYTES` goes compressed (brotli, else
 * gzip) to a client that accepts it, with `Vary: Accept-Encoding`. An answer already encoded (a
 * calendar's gzip kept by lib/versioned-cache) and streams (files) are left alone.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_FROM_BYTES) return payload;

    addVary(reply);
    const accepted = request.headers['accept-encoding'];
    const encoding = typeof accepted === 'string' ? negotiate(accepted, ENCODINGS) : undefined;
    if (encoding !== 'br' && encoding !== 'gzip') return payload;
    const packed = await encoders[encoding](body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return packed;
  });
}
