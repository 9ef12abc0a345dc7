import { IMAGE_UPLOAD } from '@shared/schemas/image-upload';

/** The longest side a photo is sent with: the widest variant the server makes. */
export const FIT_MAX_SIDE = 2400;
const JPEG_QUALITY = 0.85;

/** The size a `width` × `height` photo is drawn at to fit in `max` × `max`, its proportions kept; never enlarged. */
export function fitWithin(width: number, height: number, max = FIT_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a decoded photo is sent as the file it came in: it fits already and is not too heavy to upload. */
export function keepsOriginal(width: number, height: number, bytes: number): boolean {
  return Math.max(width, height) <= FIT_MAX_SIDE && bytes <= IMAGE_UPLOAD.maxBytes;
}

/** "IMG_0042.HEIC" → "IMG_0042.jpg". */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

export interface FittedImage {
  file: Blob;
  name: string;
  /** False when the file goes as it came: small enough, or a format this browser cannot read (HEIC). */
  resized: boolean;
}

/**
 * A chosen photo made ready to upload: fitted into 2400 × 2400 and encoded as JPEG here, so a
 * 12 MB phone photo leaves as about 1 MB, turned upright by its EXIF orientation. A photo that
 * fits already goes as it is; one the browser cannot decode goes as it is too, and the server says
 * what to do about it.
 */
export async function fitImage(file: File): Promise<FittedImage> {
  const original: FittedImage = { file, name: file.name, resized: false };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    if (keepsOriginal(bitmap.width, bitmap.height, file.size)) return original;
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.imageSmoothingQuality = 'high';
    // JPEG has no transparency: a transparent PNG is laid on white rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    canvas.width = 0;
    canvas.height = 0;
    return blob ? { file: blob, name: jpegName(file.name), resized: true } : original;
  } finally {
    bitmap.close();
  }
}
