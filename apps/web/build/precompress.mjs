#!/usr/bin/env node
// Writes `<file>.gz` and `<file>.br` next to every compressible file of the web build (dist/), so the
// API serves them without compressing per request. Run after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this size the compressed file plus its headers is rarely smaller than the original.
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export function precompress(dist) {
  let count = 0;
  for (const file of files(dist)) {
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const gz = gzipSync(raw, { level: 9 });
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    // A variant that is not smaller is left out; the server then sends the original.
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    count += 1;
  }
  return count;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dist = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
  );
  if (!statSync(dist).isDirectory()) throw new Error(`${dist} is not a directory`);
  console.log(`precompressed ${precompress(dist)} files in ${dist} (gzip, brotli)`);
}
