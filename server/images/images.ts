import { readFile } from 'node:fs/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_VARIANT_LIMITS,
  IMAGE_VARIANT_QUALITIES,
  IMAGE_VARIANT_WIDTHS,
  type ImageFormat,
  type ImageQuery,
  type ImageUploadResponse,
} from '@shared/schemas/image-upload';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { imageVariantClaims, images } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../audit';
import { msg } from '@shared/messages/message';

/** More pixels than any photo a restaurant needs; a small file that decompresses to more is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The stored original fits inside this square; bigger uploads are scaled down, smaller ones kept. */
const MAX_STORED_SIDE = IMAGE_VARIANT_LIMITS.maxWidth;
/** Image work is CPU-bound: at most this many decodes or encodes at a time, the rest wait their turn. */
export const IMAGE_WORK_CONCURRENCY = 2;
const imageQueue = pLimit(IMAGE_WORK_CONCURRENCY);
const imageWorkSeen = { encodes: 0, running: 0, mostAtOnce: 0 };

/** Runs a decode or encode in its turn, at most IMAGE_WORK_CONCURRENCY at a time. */
export function imageWork<T>(work: () => Promise<T>): Promise<T> {
  return imageQueue(async () => {
    imageWorkSeen.running += 1;
    imageWorkSeen.mostAtOnce = Math.max(imageWorkSeen.mostAtOnce, imageWorkSeen.running);
    try {
      return await work();
    } finally {
      imageWorkSeen.running -= 1;
    }
  });
}

/**
 * This process's image work so far: variants encoded (each counted when it starts), decodes and
 * encodes running now and waiting for their turn, and the most that ever ran at once.
 */
export function imageWorkCounters(): { encodes: number; running: number; waiting: number; mostAtOnce: number } {
  return { ...imageWorkSeen, waiting: imageQueue.pendingCount };
}

const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

type UploadFormat = ImageFormat | 'gif';

const NOT_AN_IMAGE = msg('image.invalidType');
const TOO_MANY_PIXELS = msg('image.tooManyPixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 });

/**
 * Decodes an upload, orients it upright, drops its metadata (EXIF, GPS, camera details), scales
 * it down to fit 2400×2400 and stores it re-encoded in its own format (a GIF becomes a PNG).
 * The file name and the browser's content type are never trusted: only the bytes decide.
 */
export async function storeUploadedImage(
  ctx: AppContext,
  actor: Actor,
  upload: Buffer | undefined,
): Promise<ImageUploadResponse> {
  if (!upload?.length) throw AppError.badRequest(NOT_AN_IMAGE);
  const image = await imageWork(() => normalizeUpload(upload));
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({
        data: image.data,
        mimeType: MIME_TYPES[image.format],
        width: image.width,
        height: image.height,
        byteSize: image.data.length,
        uploadedBy: actor.admin.id,
      })
      .returning({ id: images.id });
    await recordAudit(tx, actor, {
      action: 'upload',
      entity: 'image',
      entityId: row!.id,
      details: {
        mimeType: MIME_TYPES[image.format],
        width: image.width,
        height: image.height,
        byteSize: image.data.length,
      },
    });
    return row!.id;
  });
  return { imageUrl: `/api/images/${id}`, width: image.width, height: image.height };
}

async function normalizeUpload(
  upload: Buffer,
): Promise<{ data: Buffer; format: ImageFormat; width: number; height: number }> {
  // SVG (scripts), TIFF, PDF and the rest never reach the decoder.
  const sniffed = sniffFormat(upload);
  if (!sniffed) throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
  const format: ImageFormat = sniffed === 'gif' ? 'png' : sniffed;
  try {
    const input = () => sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await input().metadata();
    const decoded =
      sniffed === 'avif' ? metadata.format === 'heif' && metadata.compression === 'av1' : metadata.format === sniffed;
    if (!decoded) throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
    const { data, info } = await encode(
      input()
        .autoOrient()
        .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true }),
      format,
      85,
    ).toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw AppError.payloadTooLarge(TOO_MANY_PIXELS);
    }
    // libvips could not decode it: truncated, corrupt, or not what its header claims.
    throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
  }
}

/** The raster formats we accept, recognised by their magic bytes. */
export function sniffFormat(bytes: Buffer): UploadFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    // An ISO-BMFF box: major brand at 8, compatible brands after the minor version.
    const boxSize = Math.min(bytes.length >= 4 ? bytes.readUInt32BE(0) : 0, bytes.length, 256);
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

function encode(pipeline: Sharp, format: ImageFormat, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality, mozjpeg: true });
    case 'webp':
      return pipeline.webp({ quality });
    case 'avif':
      return pipeline.avif({ quality });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
  }
}

export interface ImageToServe {
  etag: string;
  mimeType: string;
  /** The file to send, made first if no one asked for these bytes before; skipped for a 304. */
  file(): Promise<{ path: string; size: number }>;
}

interface Variant {
  /** Canonical: the same output always has the same key, whatever the query spelled. */
  key: string;
  format: ImageFormat;
  width?: number;
  quality: number;
}

const ORIGINAL = 'original';

/**
 * What `GET /api/images/:id` sends: the stored image when no change is asked for, else a
 * variant (format, width, quality) made once. Both are served from the image cache.
 */
export async function findImage(ctx: AppContext, id: string, query: ImageQuery): Promise<ImageToServe> {
  const [stored] = await ctx.db
    .select({ mimeType: images.mimeType, width: images.width, height: images.height })
    .from(images)
    .where(eq(images.id, id));
  if (!stored) throw AppError.notFound(msg('image.notFound'));
  const variant = variantFor(stored, query);
  return {
    etag: `"${id}-${variant?.key ?? ORIGINAL}"`,
    mimeType: variant ? MIME_TYPES[variant.format] : stored.mimeType,
    file: () => cachedFile(ctx, id, variant),
  };
}

/**
 * The one variant a query maps to, from a small fixed set, so every variant can be stored:
 * widths snap to the standard ones, qualities to the nearest step. No request makes the server
 * encode AVIF (many seconds of CPU per image): AVIF asked for, or kept from an AVIF original,
 * becomes WebP. PNG is made only from a PNG original, and no larger than PNG_PIXEL_BUDGET.
 */
function variantFor(stored: { mimeType: string; width: number; height: number }, query: ImageQuery): Variant | null {
  const storedFormat = formatOfMime(stored.mimeType);
  const asked = query.format ?? storedFormat;
  // Rounded up to a standard width, and never enlarged: at or above the stored width is the stored width.
  const snapped = query.w === undefined ? undefined : IMAGE_VARIANT_WIDTHS.find((width) => width >= query.w!);
  let width: number | undefined = snapped !== undefined && snapped < stored.width ? snapped : undefined;
  const changes =
    query.compress === 'true' || query.quality !== undefined || asked !== storedFormat || width !== undefined;
  if (!changes) return null;
  const format: ImageFormat = asked === 'avif' ? 'webp' : asked === 'png' && storedFormat !== 'png' ? 'jpeg' : asked;
  if (format === 'png') width = withinPngBudget(width ?? stored.width, stored);
  const quality = nearestQuality(query.quality ?? IMAGE_VARIANT_LIMITS.defaultQuality);
  // PNG is lossless: its quality does not change the output, so it is not part of the key.
  const key = [format, width === undefined ? null : `w${width}`, format === 'png' ? null : `q${quality}`]
    .filter(Boolean)
    .join('-');
  return { key, format, width, quality };
}

/** A lossless PNG of a photo is many megabytes: PNG variants keep to about a megapixel. */
const PNG_PIXEL_BUDGET = 1_000_000;

/** The width asked for if a PNG of it fits the budget, else the largest standard width that does. */
function withinPngBudget(width: number, stored: { width: number; height: number }): number | undefined {
  const pixelsAt = (w: number) => w * Math.ceil((w * stored.height) / stored.width);
  if (pixelsAt(width) <= PNG_PIXEL_BUDGET) return width < stored.width ? width : undefined;
  return [...IMAGE_VARIANT_WIDTHS].reverse().find((w) => pixelsAt(w) <= PNG_PIXEL_BUDGET) ?? IMAGE_VARIANT_WIDTHS[0];
}

function nearestQuality(quality: number): number {
  return IMAGE_VARIANT_QUALITIES.reduce((best, step) =>
    Math.abs(step - quality) < Math.abs(best - quality) ? step : best,
  );
}

function formatOfMime(mimeType: string): ImageFormat {
  const entry = Object.entries(MIME_TYPES).find(([, mime]) => mime === mimeType);
  return (entry?.[0] as ImageFormat | undefined) ?? 'jpeg';
}

/**
 * Neither pg nor PGlite streams one bytea value, and PGlite (on the event loop) takes about 0.2 s
 * per megabyte of one: an original is read in slices, so other requests get their turn between
 * them, and only once per image: after that it is a file of the image cache.
 */
const CHUNK_BYTES = 64 * 1024;

async function readOriginal(db: Database, id: string): Promise<Buffer> {
  const [row] = await db
    .select({ length: sql<number>`octet_length(${images.data})`.mapWith(Number) })
    .from(images)
    .where(eq(images.id, id));
  if (!row) throw AppError.notFound(msg('image.notFound'));
  const parts: Buffer[] = [];
  for (let offset = 0; offset < row.length; offset += CHUNK_BYTES) {
    const [slice] = await db
      .select({ part: sql<Uint8Array>`substring(${images.data} from ${offset + 1} for ${CHUNK_BYTES})` })
      .from(images)
      .where(eq(images.id, id));
    if (!slice) throw AppError.notFound(msg('image.notFound'));
    parts.push(toBuffer(slice.part));
  }
  return Buffer.concat(parts, row.length);
}

/** A claim older than this belonged to a process that died mid-encode; another may take it. */
const STALE_CLAIM_MS = 60_000;
const WAIT_POLL_MS = 150;
/** Files each app is making now, so its own concurrent requests wait on the same one. */
const runningByApp = new WeakMap<AppContext, Map<string, Promise<void>>>();

/**
 * The cached file of the original (variant null) or of a variant, made first if missing, at most
 * once at a time across all processes: the one that claims it (a row of image_variant_claims)
 * makes it, the others wait for the file. No transaction, lock or pool connection is held while
 * libvips works.
 */
async function cachedFile(
  ctx: AppContext,
  id: string,
  variant: Variant | null,
): Promise<{ path: string; size: number }> {
  const key = variant?.key ?? ORIGINAL;
  const name = `${id}/${key}`;
  let running = runningByApp.get(ctx);
  if (!running) runningByApp.set(ctx, (running = new Map()));
  for (;;) {
    const size = await ctx.imageCache.sizeOf(id, key);
    if (size !== null) return { path: ctx.imageCache.pathOf(id, key), size };
    const making = running.get(name);
    if (making) {
      await making;
      continue;
    }
    if (!(await claim(ctx, id, key))) {
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
      continue;
    }
    const work = make(ctx, id, variant).finally(() => running.delete(name));
    running.set(name, work);
    await work;
  }
}

/** True when this process may make the file: no one else is, or their claim went stale. */
async function claim(ctx: AppContext, id: string, key: string): Promise<boolean> {
  const now = new Date();
  const [fresh] = await ctx.db
    .insert(imageVariantClaims)
    .values({ imageId: id, variant: key, claimedAt: now })
    .onConflictDoUpdate({
      target: [imageVariantClaims.imageId, imageVariantClaims.variant],
      set: { claimedAt: now },
      setWhere: lt(imageVariantClaims.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
    })
    .returning({ claimedAt: imageVariantClaims.claimedAt });
  return Boolean(fresh);
}

async function make(ctx: AppContext, id: string, variant: Variant | null): Promise<void> {
  const key = variant?.key ?? ORIGINAL;
  try {
    if (!variant) {
      await ctx.imageCache.write(id, key, await readOriginal(ctx.db, id));
      return;
    }
    const original = await readFile((await cachedFile(ctx, id, null)).path);
    imageWorkSeen.encodes += 1;
    const data = await imageWork(() => {
      const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
      if (variant.width !== undefined) resized.resize({ width: variant.width, withoutEnlargement: true });
      return encode(resized, variant.format, variant.quality).toBuffer();
    });
    await ctx.imageCache.write(id, key, data);
  } finally {
    await ctx.db
      .delete(imageVariantClaims)
      .where(and(eq(imageVariantClaims.imageId, id), eq(imageVariantClaims.variant, key)));
  }
}

/** pg gives a Buffer, PGlite a Uint8Array: both become a Buffer without copying. */
function toBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
