import { and, count, eq } from 'drizzle-orm';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_UPLOAD,
  IMAGE_VARIANT_LIMITS,
  IMAGE_VARIANT_QUALITIES,
  IMAGE_VARIANT_WIDTHS,
  type ImageFormat,
  type ImageQuery,
  type ImageUploadResponse,
} from '@shared/schemas/image-upload';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { imageVariants, images } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';

/** More pixels than any photo a restaurant needs; a small file that decompresses to more is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The stored original fits inside this square; bigger uploads are scaled down, smaller ones kept. */
const MAX_STORED_SIDE = IMAGE_VARIANT_LIMITS.maxWidth;
/**
 * Every variant an image can have (widths and the stored width, times webp/jpeg at each
 * quality and png) fits under this, so each is stored the first time and never made again.
 */
const MAX_STORED_VARIANTS = (IMAGE_VARIANT_WIDTHS.length + 1) * (IMAGE_VARIANT_QUALITIES.length * 2 + 1);
/** Image work is CPU-bound: at most two decodes or encodes at a time, the rest wait their turn. */
const imageWork = pLimit(2);

const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

type UploadFormat = ImageFormat | 'gif';

const NOT_AN_IMAGE = IMAGE_UPLOAD.invalidType.description;
const TOO_MANY_PIXELS = `This image is too large to process. Please select an image under ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

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
      details: { mimeType: MIME_TYPES[image.format], width: image.width, height: image.height, byteSize: image.data.length },
    });
    return row!.id;
  });
  return { imageUrl: `/api/images/${id}`, width: image.width, height: image.height };
}

async function normalizeUpload(upload: Buffer): Promise<{ data: Buffer; format: ImageFormat; width: number; height: number }> {
  // SVG (scripts), TIFF, PDF and the rest never reach the decoder.
  const sniffed = sniffFormat(upload);
  if (!sniffed) throw AppError.unsupportedMediaType(NOT_AN_IMAGE);
  const format: ImageFormat = sniffed === 'gif' ? 'png' : sniffed;
  try {
    const input = () => sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await input().metadata();
    const decoded = sniffed === 'avif' ? metadata.format === 'heif' && metadata.compression === 'av1' : metadata.format === sniffed;
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
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', TOO_MANY_PIXELS);
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
  /** Reads (or makes, the first time) the bytes; skipped when the client's copy is current. */
  load(): Promise<Buffer>;
}

interface Variant {
  /** Canonical: the same output always has the same key, whatever the query spelled. */
  key: string;
  format: ImageFormat;
  width?: number;
  quality: number;
}

/**
 * What `GET /api/images/:id` sends: the stored image when no change is asked for, else a
 * variant (format, width, quality) made once and kept in image_variants.
 */
export async function findImage(ctx: AppContext, id: string, query: ImageQuery): Promise<ImageToServe> {
  const { db } = ctx;
  const [stored] = await db
    .select({ mimeType: images.mimeType, width: images.width })
    .from(images)
    .where(eq(images.id, id));
  if (!stored) throw AppError.notFound('Image not found');
  const variant = variantFor(stored, query);
  if (!variant) {
    return { etag: `"${id}-original"`, mimeType: stored.mimeType, load: () => loadOriginal(db, id) };
  }
  return {
    etag: `"${id}-${variant.key}"`,
    mimeType: MIME_TYPES[variant.format],
    load: () => loadVariant(db, id, variant),
  };
}

function variantFor(stored: { mimeType: string; width: number }, query: ImageQuery): Variant | null {
  const storedFormat = formatOfMime(stored.mimeType);
  // AVIF takes many seconds of CPU per image to encode: variants asked for in it are WebP.
  const format = query.format === 'avif' ? 'webp' : (query.format ?? storedFormat);
  // Rounded up to a standard width, and never enlarged: at or above the stored width is the stored width.
  const snapped = query.w === undefined ? undefined : IMAGE_VARIANT_WIDTHS.find((width) => width >= query.w!);
  const width = snapped !== undefined && snapped < stored.width ? snapped : undefined;
  const changes = query.compress === 'true' || query.quality !== undefined || format !== storedFormat || width !== undefined;
  if (!changes) return null;
  const quality = nearestQuality(query.quality ?? IMAGE_VARIANT_LIMITS.defaultQuality);
  // PNG is lossless: its quality does not change the output, so it is not part of the key.
  const key = [format, width === undefined ? null : `w${width}`, format === 'png' ? null : `q${quality}`]
    .filter(Boolean)
    .join('-');
  return { key, format, width, quality };
}

function nearestQuality(quality: number): number {
  return IMAGE_VARIANT_QUALITIES.reduce((best, step) => (Math.abs(step - quality) < Math.abs(best - quality) ? step : best));
}

function formatOfMime(mimeType: string): ImageFormat {
  const entry = Object.entries(MIME_TYPES).find(([, mime]) => mime === mimeType);
  return (entry?.[0] as ImageFormat | undefined) ?? 'jpeg';
}

async function loadOriginal(db: Database, id: string): Promise<Buffer> {
  const [row] = await db.select({ data: images.data }).from(images).where(eq(images.id, id));
  if (!row) throw AppError.notFound('Image not found');
  return toBuffer(row.data);
}

async function loadVariant(db: Database, id: string, variant: Variant): Promise<Buffer> {
  const [kept] = await db
    .select({ data: imageVariants.data })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.variant, variant.key)));
  if (kept) return toBuffer(kept.data);

  const original = await loadOriginal(db, id);
  const data = await imageWork(() => {
    const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
    if (variant.width !== undefined) resized.resize({ width: variant.width, withoutEnlargement: true });
    return encode(resized, variant.format, variant.quality).toBuffer();
  });

  const [{ kept: variantCount } = { kept: 0 }] = await db
    .select({ kept: count() })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, id));
  if (variantCount < MAX_STORED_VARIANTS) {
    // Two first requests at once both make it; the second insert is simply skipped.
    await db
      .insert(imageVariants)
      .values({ imageId: id, variant: variant.key, data, mimeType: MIME_TYPES[variant.format] })
      .onConflictDoNothing();
  }
  return data;
}

/** pg gives a Buffer, PGlite a Uint8Array: both become a Buffer without copying. */
function toBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
