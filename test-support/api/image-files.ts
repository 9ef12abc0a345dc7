import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestContext } from './test-app';

/** The variant files the image cache holds for an image, by key, sorted (the original left out). */
export async function variantsMade(ctx: TestContext, imageId: string): Promise<string[]> {
  const files = await readdir(join(ctx.app.context.imageCache.dir, imageId)).catch(() => [] as string[]);
  return files.filter((name) => name !== 'original' && !name.endsWith('.tmp')).sort();
}
