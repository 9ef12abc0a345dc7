import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TestimonialDto, TestimonialInput, TestimonialPlace } from '@shared/schemas/site-content';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { testimonials } from '../db/schema';
import { invalidateSiteContent } from './content-cache';

type TestimonialRow = typeof testimonials.$inferSelect;

export function toTestimonialDto(row: TestimonialRow): TestimonialDto {
  const am = row.translations.am;
  return {
    id: row.id,
    place: row.place,
    quote: row.quote,
    name: row.name,
    detail: row.detail,
    rating: row.rating,
    translations: { am: { quote: am.quote, name: am.name, detail: am.detail ?? null } },
  };
}

/** The testimonials of one place or both, home's first, each place in its order. */
export async function readTestimonials(db: Database, place?: TestimonialPlace): Promise<TestimonialDto[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(place ? eq(testimonials.place, place) : undefined)
    .orderBy(sql`${testimonials.place} = 'hall'`, asc(testimonials.position), asc(testimonials.id));
  return rows.map(toTestimonialDto);
}

/** Replaces a place's testimonials with `items`, in that order, as savePlacePhotos does photos. */
export async function savePlaceTestimonials(
  ctx: AppContext,
  actor: Actor,
  place: TestimonialPlace,
  items: TestimonialInput[],
): Promise<TestimonialDto[]> {
  const saved = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`testimonials:${place}`}))`);
    const existing = new Set(
      (await tx.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.place, place))).map(
        (row) => row.id,
      ),
    );
    const kept = new Set<number>();
    const keeps = items.map((item) => {
      if (!item.id || !existing.has(item.id) || kept.has(item.id)) return null;
      kept.add(item.id);
      return item.id;
    });
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length) await tx.delete(testimonials).where(inArray(testimonials.id, removed));
    for (const [position, item] of items.entries()) {
      const values = {
        place,
        quote: item.quote,
        name: item.name,
        detail: item.detail,
        rating: item.rating,
        translations: {
          am: {
            quote: item.translations.am.quote,
            name: item.translations.am.name,
            detail: item.translations.am.detail,
          },
        },
        position,
      };
      const id = keeps[position];
      if (id) await tx.update(testimonials).set(values).where(eq(testimonials.id, id));
      else await tx.insert(testimonials).values(values);
    }
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'testimonials',
      entityId: place,
      details: { count: items.length, removed: removed.length, added: items.length - kept.size },
    });
    return readTestimonials(tx, place);
  });
  invalidateSiteContent(ctx.db);
  return saved;
}
