import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bytes the server sends for images, in files under one directory: each image's original
 * and every variant made of it, named `<image id>/<variant key>`. The database keeps only the
 * originals, which are the truth; everything here can be made again from them (decision 012).
 */
export class ImageCache {
  constructor(readonly dir: string) {}

  pathOf(id: string, key: string): string {
    return join(this.dir, id, key);
  }

  /** The file's size, or null when it was never made. */
  async sizeOf(id: string, key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(id, key))).size;
    } catch {
      return null;
    }
  }

  /** Writes the whole file under a temporary name first, so no reader sees half of it. */
  async write(id: string, key: string, data: Buffer): Promise<void> {
    await mkdir(join(this.dir, id), { recursive: true });
    const temporary = `${this.pathOf(id, key)}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, this.pathOf(id, key));
  }
}
