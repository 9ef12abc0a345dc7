// Bundles the server (and the shared code it imports) into dist/server; packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundled to dist/server/index.js');
