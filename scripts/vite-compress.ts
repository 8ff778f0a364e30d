/**
 * A Vite plugin that writes Brotli (`.br`, quality 11) and gzip (`.gz`, level 9) siblings of every
 * JS and CSS file of the build, so a server (the demo host, a CDN) sends the smallest encoding the browser
 * accepts without compressing on each request. Node's own zlib does it; no dependency is needed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;

function compress(data: Buffer) {
  return {
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz: gzipSync(data, { level: 9 }),
  };
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes the compressed siblings once the bundle is on disk. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bank-onboarding:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const { br, gz } = compress(await readFile(file));
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gz);
      }
    },
  };
}
