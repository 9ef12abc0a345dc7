import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fromRoot('./client/src'),
      '@shared': fromRoot('./shared'),
    },
  },
  // Pre-bundled up front, so a dev server does not reload the page when the back office first needs them.
  optimizeDeps: {
    include: ['@radix-ui/react-switch', '@radix-ui/react-tabs', '@radix-ui/react-alert-dialog'],
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // Maps are written for debugging but not referenced from the shipped files.
    sourcemap: 'hidden',
    // Read by the server to preload each page's own chunks along with the entry (server/web/page-preloads.ts).
    manifest: true,
  },
});
