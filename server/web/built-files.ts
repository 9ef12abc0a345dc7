import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The URL path of every file under a folder ("/images/logo.svg"), listed once: the built client
 * does not change while the server runs, so a request for a page needs no look-up on disk to
 * know it is not a file.
 */
export function builtFilePaths(root: string): Set<string> {
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
  );
}

/** A request path as a file path, or undefined when it is not valid percent-encoding. */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
