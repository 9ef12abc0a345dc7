import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../errors';

const lockFile = (dir: string) => join(dir, 'server.lock');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database may be opened by one process only: two PGlite instances writing the
 * same files corrupt them. A stale lock (its process is gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = lockFile(dir);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new StartupError(
        `The embedded database in ${dir} is in use by another server (pid ${holder}). ` +
          'Stop it, or give this one its own DATA_DIR or a DATABASE_URL.',
        { cause: error },
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/** The process id in the data dir's lock, if there is one. */
export function lockHolder(dir: string): number | undefined {
  try {
    return Number(readFileSync(lockFile(dir), 'utf8')) || undefined;
  } catch {
    return undefined;
  }
}
