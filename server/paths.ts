import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from source or from dist/. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Could not find the project root (no package.json above the server)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = join(projectRoot, 'migrations');
export const clientDistFolder = join(projectRoot, 'dist', 'client');
/** The server renderer of the public pages, built from client/src/entry-server.tsx. */
export const ssrEntryFile = join(projectRoot, 'dist', 'ssr', 'entry-server.js');
export const resolveFromRoot = (path: string) => resolve(projectRoot, path);
