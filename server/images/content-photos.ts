import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CONTENT_PHOTO_QUALITY, CONTENT_PHOTO_WIDTHS } from '@shared/schemas/site-content';
import type { AppContext } from '../context';
import { msg } from '@shared/messages/message';
import { AppError } from '../errors';
import type { JobHandler } from '../jobs/job-queue';
import { findImage, imageWork, MAX_INPUT_PIXELS } from './images';

export const IMAGE_VARIANTS_QUEUE = 'image-variants';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ImageVariantsJob {
  imageIds: string[];
}

/** The format, widths and quality the site's srcset asks for: the variants a content photo gets ahead of time. */
const CONTENT_VARIANT_QUERIES = CONTENT_PHOTO_WIDTHS.map((w) => ({
  format: 'webp' as const,
  w,
  quality: CONTENT_PHOTO_QUALITY,
}));

/** Small enough to ride inline in the page (1 KB at most as a data URL), blurred as it is shown. */
const PLACEHOLDER_SIDE = 16;
const DATA_URL_PREFIX = 'data:image/webp;base64,';
const PLACEHOLDER_QUALITY = 30;
const MAX_PLACEHOLDER_URL = 1024;
/** Images never change, so a preview made once stays right; a few hundred are a few hundred KB. */
const PLACEHOLDERS_KEPT = 500;
const placeholdersByApp = new WeakMap<AppContext, Map<string, string>>();

/**
 * A `data:image/webp;base64,…` preview of the stored image, a few pixels wide and blurred, shown
 * while the photo loads. Made from the stored image once per process.
 */
export async function imagePlaceholder(ctx: AppContext, imageId: string): Promise<string> {
  const id = imageId.toLowerCase();
  if (!UUID.test(id)) throw AppError.notFound(msg('image.notFound'));
  let kept = placeholdersByApp.get(ctx);
  if (!kept) placeholdersByApp.set(ctx, (kept = new Map()));
  const known = kept.get(id);
  if (known) return known;
  const url = `${DATA_URL_PREFIX}${(await makePlaceholder(ctx, id)).toString('base64')}`;
  if (kept.size >= PLACEHOLDERS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(id, url);
  return url;
}

async function makePlaceholder(ctx: AppContext, imageId: string): Promise<Buffer> {
  const original = await readFile((await (await findImage(ctx, imageId, {})).file()).path);
  return imageWork(async () => {
    const small = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: 'inside' })
      .png()
      .toBuffer();
    // A noisy photo could go over the budget at 16 px: smaller until it fits.
    for (let side = PLACEHOLDER_SIDE; ; side = Math.max(1, Math.floor(side / 2))) {
      const data = await sharp(small)
        .resize({ width: side, height: side, fit: 'inside' })
        .blur(1)
        .webp({ quality: PLACEHOLDER_QUALITY, smartSubsample: true })
        .toBuffer();
      const urlLength = DATA_URL_PREFIX.length + Math.ceil(data.length / 3) * 4;
      if (urlLength <= MAX_PLACEHOLDER_URL || side === 1) return data;
    }
  });
}

/**
 * Queues one job that makes every WebP width of the photos (CONTENT_PHOTO_WIDTHS), so no
 * visitor waits for an encode: the first request for each is already a stored file.
 */
export async function queueImageVariants(ctx: AppContext, imageIds: string[]): Promise<void> {
  // An id that cannot name an image would fail the job on every try: it is left out.
  const unique = [...new Set(imageIds.map((id) => id.toLowerCase()))].filter((id) => UUID.test(id));
  if (unique.length === 0) return;
  await ctx.jobs.enqueue(ctx.db, [
    { name: IMAGE_VARIANTS_QUEUE, data: { imageIds: unique } satisfies ImageVariantsJob },
  ]);
  ctx.jobs.wake(IMAGE_VARIANTS_QUEUE);
}

/** Makes each variant through the same path `GET /api/images/:id?format=webp&w=…&quality=…` takes. */
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
