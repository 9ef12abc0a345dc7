import {
  CONTENT_PHOTO_PLACES,
  TESTIMONIAL_PLACES,
  type AdminSiteContentDto,
  type ContentPhotoPlace,
  type SiteContentDto,
} from '@shared/schemas/site-content';
import { zonedMoment } from '@shared/time';
import type { CachedJson } from '../cache';
import type { AppContext } from '../context';
import { readOwnerAnnouncement } from './announcement';
import { calendarAnnouncement } from './calendar-announcement';
import { contentCaches } from './content-cache';
import { photoRows } from './content-photos';
import { toAdminPhotoDto, toPhotoDto } from './photo-dto';
import { readTestimonials } from './testimonials';

type PhotoRow = Awaited<ReturnType<typeof photoRows>>[number];

const photosOf = <T>(rows: PhotoRow[], place: ContentPhotoPlace, toDto: (row: PhotoRow) => T): T[] =>
  rows.filter((row) => row.place === place).map(toDto);

/**
 * `GET /api/site-content`. The answer changes with a write (which clears the cache), with the
 * restaurant's date (the calendar's banner names today and tomorrow) and when the owner's banner
 * starts or ends: each of those makes its own cache key, so a banner that ends at 5 PM is gone
 * at 5 PM.
 */
export async function readPublicSiteContent(ctx: AppContext): Promise<CachedJson> {
  const caches = contentCaches(ctx.db);
  const now = ctx.now();
  const window = await caches.window.get('window', async () => {
    const owner = await readOwnerAnnouncement(ctx.db);
    return owner ? { startsAt: Date.parse(owner.startsAt), endsAt: Date.parse(owner.endsAt) } : null;
  });
  const ownerShows = window !== null && window.startsAt <= now.getTime() && now.getTime() < window.endsAt;
  const today = zonedMoment(ctx.timeZone, now).date;
  return caches.json.get(`public:${today}:${ownerShows ? 'owner' : 'calendar'}`, () => loadPublicSiteContent(ctx, now));
}

async function loadPublicSiteContent(ctx: AppContext, now: Date): Promise<SiteContentDto> {
  const [photos, owner, testimonials] = await Promise.all([
    photoRows(ctx.db),
    readOwnerAnnouncement(ctx.db),
    readTestimonials(ctx.db),
  ]);
  const shown = owner && Date.parse(owner.startsAt) <= now.getTime() && now.getTime() < Date.parse(owner.endsAt);
  return {
    heroSlides: photosOf(photos, 'hero', toPhotoDto),
    hallPhotos: photosOf(photos, 'hall', toPhotoDto),
    coffeePhotos: photosOf(photos, 'coffee', toPhotoDto),
    aboutPhotos: photosOf(photos, 'about', toPhotoDto),
    announcement: shown ? { ...owner, source: 'owner' } : await calendarAnnouncement(ctx, now),
    testimonials,
  };
}

/** `GET /api/admin/site-content`: every place, and the owner's announcement as written. */
export async function readAdminSiteContent(ctx: AppContext): Promise<AdminSiteContentDto> {
  const [photos, announcement, testimonials] = await Promise.all([
    photoRows(ctx.db),
    readOwnerAnnouncement(ctx.db),
    readTestimonials(ctx.db),
  ]);
  return {
    photos: Object.fromEntries(
      CONTENT_PHOTO_PLACES.map((place) => [place, photosOf(photos, place, toAdminPhotoDto)]),
    ) as AdminSiteContentDto['photos'],
    announcement,
    testimonials: Object.fromEntries(
      TESTIMONIAL_PLACES.map((place) => [place, testimonials.filter((item) => item.place === place)]),
    ) as AdminSiteContentDto['testimonials'],
  };
}
