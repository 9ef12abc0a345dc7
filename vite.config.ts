import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Source maps are written for debugging, then moved out of the folder the server publishes. */
function keepSourceMapsPrivate(): Plugin {
  return {
    name: 'keep-source-maps-private',
    apply: 'build',
    closeBundle() {
      const assets = fromRoot('./dist/client/assets');
      const privateMaps = fromRoot('./dist/sourcemaps');
      rmSync(privateMaps, { recursive: true, force: true });
      mkdirSync(privateMaps, { recursive: true });
      for (const file of readdirSync(assets)) {
        if (file.endsWith('.map')) renameSync(join(assets, file), join(privateMaps, file));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [keepSourceMapsPrivate()])],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fromRoot('./client/src')}/` },
      { find: /^@shared\//, replacement: `${fromRoot('./shared')}/` },
      // wouter's hook for React before 18: React's own one instead.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fromRoot('./client/src/lib/react-sync-external-store.ts'),
      },
    ],
  },
  // Pre-bundled up front, so a dev server does not reload the page when the back office first needs them.
  optimizeDeps: {
    include: ['@radix-ui/react-switch', '@radix-ui/react-tabs', '@radix-ui/react-alert-dialog'],
  },
  // The server renderer of the public pages (client/src/entry-server.tsx), for the server to import.
  build: isSsrBuild
    ? { outDir: fromRoot('./dist/ssr'), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: fromRoot('./dist/client'),
        emptyOutDir: true,
        // Maps are written for debugging (to dist/sourcemaps) and never published.
        sourcemap: 'hidden' as const,
        // Read by the server to preload each page's own chunks along with the entry (server/web/page-preloads.ts).
        manifest: true,
        // Browsers without <link rel="modulepreload"> (Safari before 17) just skip the preloads.
        modulePreload: { polyfill: false },
      },
}));
