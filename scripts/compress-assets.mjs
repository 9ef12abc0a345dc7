// Writes a brotli (quality 11) and a gzip (level 9) copy next to each compressible file of the
// built client's hashed assets (dist/client/assets, or the folder given), as `<file>.br` and
// `<file>.gz`. The server sends them as they are (server/web/precompressed-assets.ts): the best
// compression, paid once per build instead of on every request. A copy that would not be smaller
// is not written. Fonts and pictures are compressed formats already and are left as they are.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.wasm', '.txt', '.xml', '.html', '.map']);
// Under this, the headers of an encoded answer cost about what it saves.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressFile(file) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return { file, size: data.length };
  const isText = extname(file) !== '.wasm';
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: isText ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { file, size: data.length };
  if (gz.length < data.length) {
    await writeFile(`${file}.gz`, gz);
    written.gz = gz.length;
  }
  if (br.length < Math.min(data.length, gz.length)) {
    await writeFile(`${file}.br`, br);
    written.br = br.length;
  }
  return written;
}

const folder = process.argv[2] ?? 'dist/client/assets';
const files = (await readdir(folder, { withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
  .map((entry) => join(folder, entry.name));
// The largest first, so the slowest ones do not start last.
const sizes = new Map(await Promise.all(files.map(async (file) => [file, (await stat(file)).size])));
const queue = [...files].sort((a, b) => sizes.get(b) - sizes.get(a));

// zlib runs on libuv's thread pool: one file per core at a time keeps the build's memory flat.
const results = [];
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) results.push(await compressFile(file));
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));

const total = (key) => results.reduce((sum, result) => sum + (result[key] ?? 0), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `${results.filter((result) => result.br || result.gz).length} of ${files.length} assets precompressed in ${folder}: ` +
    `${kb(total('size'))} → brotli ${kb(total('br'))}, gzip ${kb(total('gz'))}`,
);
