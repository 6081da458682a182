import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves nothing worth a file. */
const MIN_BYTES = 256;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside one built file. */
export async function compressFile(file: string) {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy only where it is smaller: the server then falls back to the file itself.
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Build step: every text file of the output (scripts, styles, index.html) gets brotli and gzip
 * copies, made once at build time at the best ratio, so the server only picks the one the browser
 * accepts (docs/decisions/017).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        if ((await fs.stat(file)).size < MIN_BYTES) continue;
        jobs.push(compressFile(file));
      }
      await Promise.all(jobs);
    },
  };
}
