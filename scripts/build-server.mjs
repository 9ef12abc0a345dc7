// Bundles the server (and the shared code it imports) into dist/server; packages stay external.
// The embedded database's set-up process is a second entry, next to the server's.
import { build } from 'esbuild';

await build({
  entryPoints: [
    { in: 'server/index.ts', out: 'index' },
    { in: 'server/db/setup-embedded-database.ts', out: 'setup-embedded-database' },
  ],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundled to dist/server/index.js and dist/server/setup-embedded-database.js');
