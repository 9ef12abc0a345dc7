import {
  CONTENT_PHOTO_QUALITY,
  CONTENT_PHOTO_WIDTHS,
  type AdminContentPhotoDto,
  type ContentPhotoDto,
} from '@shared/schemas/site-content';
import type { contentPhotos } from '../db/schema';

type ContentPhotoRow = typeof contentPhotos.$inferSelect;

const IMAGE_PATH = '/api/images/';
const SRC_WIDTH = 960;

export const imagePath = (imageId: string) => `${IMAGE_PATH}${imageId}`;

/** "/api/images/<uuid>" -> "<uuid>" (lower case, as stored). */
export const imageIdOf = (image: string) => image.slice(IMAGE_PATH.length).toLowerCase();

/** One WebP width of a content photo, as the image-variants job makes it ahead of time. */
export const contentPhotoUrl = (imageId: string, width: number) =>
  `${imagePath(imageId)}?format=webp&w=${width}&quality=${CONTENT_PHOTO_QUALITY}`;

/** The widths a photo is offered in: none wider than the photo itself, and always the smallest. */
export function srcsetOf(imageId: string, photoWidth: number): string {
  const widths = CONTENT_PHOTO_WIDTHS.filter((width, index) => index === 0 || width <= photoWidth);
  return widths.map((width) => `${contentPhotoUrl(imageId, width)} ${width}w`).join(', ');
}

export function toPhotoDto(row: ContentPhotoRow): ContentPhotoDto {
  return {
    id: row.id,
    alt: row.alt,
    caption: row.caption,
    src: contentPhotoUrl(row.imageId, SRC_WIDTH),
    srcset: srcsetOf(row.imageId, row.width),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    translations: { am: { alt: row.translations.am.alt, caption: row.translations.am.caption ?? null } },
  };
}

export function toAdminPhotoDto(row: ContentPhotoRow): AdminContentPhotoDto {
  return { ...toPhotoDto(row), image: imagePath(row.imageId) };
}
