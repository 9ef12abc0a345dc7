import { z } from 'zod';
import { MENU } from '../constants';
import { msg } from '../messages/message';

/** Checks the image uploader makes before sending, and the server repeats. */
export const IMAGE_UPLOAD = {
  field: 'image',
  maxBytes: MENU.maxImageBytes,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const,
} as const;

export type ImageUploadProblem = 'invalidType' | 'tooLarge';

/** The first rule a chosen file breaks, or null when it may be uploaded. */
export function imageUploadProblem(file: { type: string; size: number }): ImageUploadProblem | null {
  if (!file.type.startsWith('image/')) return 'invalidType';
  if (file.size > IMAGE_UPLOAD.maxBytes) return 'tooLarge';
  return null;
}

/** `POST /api/upload-image` answers 201 with this. */
export interface ImageUploadResponse {
  /** e.g. "/api/images/3f2a…"; the stored image, auto-rotated, without metadata. */
  imageUrl: string;
  width: number;
  height: number;
}

export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_VARIANT_LIMITS = { minWidth: 16, maxWidth: 2400, defaultQuality: 80 } as const;

/**
 * The widths and qualities variants are actually made in: a request is rounded up to the next
 * width and to the nearest quality, so each image has a small, fixed set of variants, each
 * encoded once, however many odd sizes visitors ask for.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920, 2400] as const;
export const IMAGE_VARIANT_QUALITIES = [40, 60, 80, 90] as const;

/**
 * `GET /api/images/:id?compress=true&quality=80&format=webp&w=400`: a variant made once and kept.
 * Without any of them the stored image is served as it is.
 */
export const imageQuerySchema = z.object({
  compress: z.enum(['true', 'false'], { error: msg('image.compressFlag') }).optional(),
  quality: z.coerce
    .number({ error: msg('image.quality') })
    .int(msg('image.quality'))
    .min(1, msg('image.quality'))
    .max(100, msg('image.quality'))
    .optional(),
  format: z
    .enum([...IMAGE_FORMATS, 'jpg'], { error: msg('image.format') })
    .transform((value): ImageFormat => (value === 'jpg' ? 'jpeg' : value))
    .optional(),
  w: z.coerce
    .number({ error: msg('image.width') })
    .int(msg('image.width'))
    .min(IMAGE_VARIANT_LIMITS.minWidth, msg('image.width'))
    .max(IMAGE_VARIANT_LIMITS.maxWidth, msg('image.width'))
    .optional(),
});

export type ImageQuery = z.infer<typeof imageQuerySchema>;
