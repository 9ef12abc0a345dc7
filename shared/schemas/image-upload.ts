import { MENU } from '../constants';

/** Checks the image uploader makes before sending, and the server repeats (spec section 5). */
export const IMAGE_UPLOAD = {
  field: 'image',
  maxBytes: MENU.maxImageBytes,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const,
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

export interface ImageUploadResponse {
  imageUrl: string;
}
