import { z } from 'zod';
import { MENU } from '../constants';

/** Checks the image uploader makes before sending, and the server repeats. */
export const IMAGE_UPLOAD = {
  field: 'image',
  maxBytes: MENU.maxImageBytes,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const,
  invalidType: { title: 'Invalid file type', description: 'Please select an image file' },
  tooLarge: { title: 'File too large', description: 'Please select an image smaller than 5MB' },
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
  compress: z.enum(['true', 'false'], { error: 'compress must be true or false' }).optional(),
  quality: z.coerce
    .number({ error: 'quality must be a whole number from 1 to 100' })
    .int('quality must be a whole number from 1 to 100')
    .min(1, 'quality must be a whole number from 1 to 100')
    .max(100, 'quality must be a whole number from 1 to 100')
    .optional(),
  format: z
    .enum([...IMAGE_FORMATS, 'jpg'], { error: 'format must be webp, jpeg, png or avif' })
    .transform((value): ImageFormat => (value === 'jpg' ? 'jpeg' : value))
    .optional(),
  w: z.coerce
    .number({ error: 'w must be a width from 16 to 2400' })
    .int('w must be a width from 16 to 2400')
    .min(IMAGE_VARIANT_LIMITS.minWidth, 'w must be a width from 16 to 2400')
    .max(IMAGE_VARIANT_LIMITS.maxWidth, 'w must be a width from 16 to 2400')
    .optional(),
});

export type ImageQuery = z.infer<typeof imageQuerySchema>;
