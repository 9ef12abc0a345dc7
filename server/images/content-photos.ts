import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CONTENT_PHOTO_WIDTHS } from '@shared/schemas/site-content';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { JobHandler } from '../jobs/job-queue';
import { findImage, imageWork, MAX_INPUT_PIXELS } from './images';

export const IMAGE_VARIANTS_QUEUE = 'image-variants';

interface ImageVariantsJob {
  imageIds: string[];
}

/** The format and widths the site's srcset asks for: the variants a content photo gets ahead of time. */
const CONTENT_VARIANT_QUERIES = CONTENT_PHOTO_WIDTHS.map((w) => ({ format: 'webp' as const, w }));

/** Small enough to ride inline in the page (under 1 KB as a data URL), blurred as it is shown. */
const PLACEHOLDER_WIDTH = 16;
const PLACEHOLDER_QUALITY = 30;
const PLACEHOLDER_KEY = 'placeholder';
const MAX_PLACEHOLDER_URL = 1024;

/**
 * A `data:image/webp;base64,…` preview of the stored image, a few pixels wide and blurred, shown
 * while the photo loads. Made once from the stored image and kept beside its variants.
 */
export async function imagePlaceholder(ctx: AppContext, imageId: string): Promise<string> {
  const cached = (await ctx.imageCache.sizeOf(imageId, PLACEHOLDER_KEY)) !== null;
  const data = cached
    ? await readFile(ctx.imageCache.pathOf(imageId, PLACEHOLDER_KEY))
    : await makePlaceholder(ctx, imageId);
  if (!cached) await ctx.imageCache.write(imageId, PLACEHOLDER_KEY, data);
  return `data:image/webp;base64,${data.toString('base64')}`;
}

async function makePlaceholder(ctx: AppContext, imageId: string): Promise<Buffer> {
  const original = await readFile((await (await findImage(ctx, imageId, {})).file()).path);
  return imageWork(async () => {
    // A very tall or wide photo could go over the budget at 16 px wide: narrower until it fits.
    for (let width = PLACEHOLDER_WIDTH; ; width = Math.max(1, Math.floor(width / 2))) {
      const data = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, height: width, fit: 'inside' })
        .blur(1)
        .webp({ quality: PLACEHOLDER_QUALITY, smartSubsample: true })
        .toBuffer();
      const urlLength = 'data:image/webp;base64,'.length + Math.ceil(data.length / 3) * 4;
      if (urlLength <= MAX_PLACEHOLDER_URL || width === 1) return data;
    }
  });
}

/**
 * Queues one job that makes every WebP width of the photos (CONTENT_PHOTO_WIDTHS), so no
 * visitor waits for an encode: the first request for each is already a stored file.
 */
export async function queueImageVariants(ctx: AppContext, imageIds: string[]): Promise<void> {
  const unique = [...new Set(imageIds.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return;
  await ctx.jobs.enqueue(ctx.db, [
    { name: IMAGE_VARIANTS_QUEUE, data: { imageIds: unique } satisfies ImageVariantsJob },
  ]);
  ctx.jobs.wake(IMAGE_VARIANTS_QUEUE);
}

/** Makes each variant through the same path `GET /api/images/:id?format=webp&w=…` takes. */
async function makeVariants(ctx: AppContext, imageIds: string[]): Promise<void> {
  for (const id of imageIds) {
    for (const query of CONTENT_VARIANT_QUERIES) {
      try {
        await (await findImage(ctx, id, query)).file();
      } catch (error) {
        // A photo deleted since it was queued has nothing to make; anything else is retried.
        if (error instanceof AppError && error.status === 404) break;
        throw error;
      }
    }
  }
}

export function registerImageJobs(ctx: AppContext): void {
  ctx.jobs.defineQueue(IMAGE_VARIANTS_QUEUE, { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 15 * 60 });
  const handler: JobHandler<ImageVariantsJob> = (job) => makeVariants(ctx, job.data.imageIds ?? []);
  ctx.jobs.work<ImageVariantsJob>(IMAGE_VARIANTS_QUEUE, handler);
}
