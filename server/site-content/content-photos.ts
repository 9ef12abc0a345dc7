import { asc, eq, inArray, sql } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import type { AdminContentPhotoDto, ContentPhotoInput, ContentPhotoPlace } from '@shared/schemas/site-content';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { contentPhotos, images } from '../db/schema';
import { AppError } from '../errors';
import { imagePlaceholder, queueImageVariants } from '../images';
import { invalidateSiteContent } from './content-cache';
import { imageIdOf, toAdminPhotoDto } from './photo-dto';

type ContentPhotoRow = typeof contentPhotos.$inferSelect;

/** Every photo, of one place or all, in each place's order. */
export function photoRows(db: Database, place?: ContentPhotoPlace): Promise<ContentPhotoRow[]> {
  return db
    .select()
    .from(contentPhotos)
    .where(place ? eq(contentPhotos.place, place) : undefined)
    .orderBy(asc(contentPhotos.place), asc(contentPhotos.position), asc(contentPhotos.id));
}

/**
 * Replaces a place's photos with `photos`, in that order: an entry with the `id` of one of the
 * place's photos keeps its row, one without (or with an id the place does not have) is added,
 * and the place's photos not listed are deleted. Each image must be an uploaded one; its size
 * and a placeholder are stored with the photo, and its variants are queued once the list is saved.
 */
export async function savePlacePhotos(
  ctx: AppContext,
  actor: Actor,
  place: ContentPhotoPlace,
  photos: ContentPhotoInput[],
): Promise<AdminContentPhotoDto[]> {
  const imageIds = photos.map((photo) => imageIdOf(photo.image));
  const found = imageIds.length
    ? await ctx.db
        .select({ id: images.id, width: images.width, height: images.height })
        .from(images)
        .where(inArray(images.id, [...new Set(imageIds)]))
    : [];
  const sizes = new Map(found.map((image) => [image.id, image]));
  const missing = Object.fromEntries(
    imageIds.flatMap((id, index) =>
      sizes.has(id) ? [] : [[`photos.${index}.image`, [msg('siteContent.imageNotFound')]]],
    ),
  );
  if (Object.keys(missing).length > 0) throw AppError.invalid(missing);

  // Placeholders take an encode each: made before the transaction, and only for images the place did not show.
  const before = await photoRows(ctx.db, place);
  const placeholders = new Map(before.map((row) => [row.imageId, row.placeholder]));
  const added = [...new Set(imageIds.filter((id) => !placeholders.has(id)))];
  for (const id of added) placeholders.set(id, await imagePlaceholder(ctx, id));

  const saved = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-photos:${place}`}))`);
    const existing = new Set((await photoRows(tx, place)).map((row) => row.id));
    // An id listed twice keeps its row once; the second entry is a new photo.
    const kept = new Set<number>();
    const keeps = photos.map((photo) => {
      if (!photo.id || !existing.has(photo.id) || kept.has(photo.id)) return null;
      kept.add(photo.id);
      return photo.id;
    });
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length) await tx.delete(contentPhotos).where(inArray(contentPhotos.id, removed));
    for (const [position, photo] of photos.entries()) {
      const imageId = imageIds[position]!;
      const size = sizes.get(imageId)!;
      const values = {
        place,
        imageId,
        alt: photo.alt,
        caption: photo.caption,
        translations: { am: { alt: photo.translations.am.alt, caption: photo.translations.am.caption } },
        width: size.width,
        height: size.height,
        placeholder: placeholders.get(imageId)!,
        position,
      };
      const id = keeps[position];
      if (id) await tx.update(contentPhotos).set(values).where(eq(contentPhotos.id, id));
      else await tx.insert(contentPhotos).values(values);
    }
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'content-photos',
      entityId: place,
      details: { count: photos.length, removed: removed.length, added: photos.length - kept.size },
    });
    return photoRows(tx, place);
  });
  invalidateSiteContent(ctx.db);
  if (added.length) await queueImageVariants(ctx, added);
  return saved.map(toAdminPhotoDto);
}
