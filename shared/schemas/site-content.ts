import { z } from 'zod';
import { msg } from '../messages/message';
import { optionalText, requiredText } from './common';

/** The places of the public site that show the restaurant's own photos. */
export const CONTENT_PHOTO_PLACES = ['hero', 'hall', 'coffee', 'about'] as const;
export type ContentPhotoPlace = (typeof CONTENT_PHOTO_PLACES)[number];

/** How many photos each place takes: the home hero's slides, the hall's slideshow and gallery, the ceremony's carousel, the about page. */
export const CONTENT_PHOTO_LIMITS: Record<ContentPhotoPlace, number> = { hero: 6, hall: 24, coffee: 6, about: 4 };

/** The widths every content photo is offered in, as WebP, made on upload. */
export const CONTENT_PHOTO_WIDTHS = [480, 960, 1280, 1920] as const;
/**
 * Their WebP quality. A hero photo is the first thing a phone downloads: at 60 a phone photo's
 * 960 px width is about a third lighter than at the default 80, and still shows no blocks.
 */
export const CONTENT_PHOTO_QUALITY = 60;

/** The places that show guests' words. */
export const TESTIMONIAL_PLACES = ['home', 'hall'] as const;
export type TestimonialPlace = (typeof TESTIMONIAL_PLACES)[number];
export const TESTIMONIALS_PER_PLACE = 12;

export const CONTENT_TEXT_LIMITS = {
  alt: 300,
  caption: 300,
  announcement: 240,
  quote: 600,
  name: 80,
  detail: 120,
  link: 500,
} as const;

const STORED_IMAGE = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One photo of a place as the editor saves it; `id` keeps an existing photo, without it one is added. */
export const contentPhotoSchema = z.object({
  id: z.number().int().positive().optional(),
  /** The uploaded image, as `POST /api/upload-image` answered it: "/api/images/<uuid>". */
  image: z
    .string({ error: msg('siteContent.imageRequired') })
    .trim()
    .regex(STORED_IMAGE, msg('siteContent.imageRequired')),
  alt: requiredText(msg('siteContent.altRequired'), CONTENT_TEXT_LIMITS.alt),
  caption: optionalText(CONTENT_TEXT_LIMITS.caption),
  translations: z.object(
    {
      am: z.object(
        {
          alt: requiredText(msg('siteContent.altAmRequired'), CONTENT_TEXT_LIMITS.alt),
          caption: optionalText(CONTENT_TEXT_LIMITS.caption),
        },
        { error: msg('siteContent.altAmRequired') },
      ),
    },
    { error: msg('siteContent.altAmRequired') },
  ),
});
export type ContentPhotoInput = z.infer<typeof contentPhotoSchema>;

/** `PUT /api/admin/site-content/photos/:place`: the place's whole list, in order. */
export const contentPhotosSchema = (place: ContentPhotoPlace) =>
  z.object({
    photos: z
      .array(contentPhotoSchema)
      .max(CONTENT_PHOTO_LIMITS[place], msg('siteContent.tooManyPhotos', { max: CONTENT_PHOTO_LIMITS[place] })),
  });

/** A link of the banner: a path of the site ("/menu") or an https: address. */
export const siteLink = z
  .string()
  .trim()
  .max(CONTENT_TEXT_LIMITS.link, msg('siteContent.link'))
  .refine(
    (value) => value === '' || /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    msg('siteContent.link'),
  )
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** `PUT /api/admin/site-content/announcement`. */
export const announcementSchema = z
  .object({
    text: requiredText(msg('siteContent.announcementRequired'), CONTENT_TEXT_LIMITS.announcement),
    translations: z.object(
      {
        am: z.object(
          { text: requiredText(msg('siteContent.announcementAmRequired'), CONTENT_TEXT_LIMITS.announcement) },
          { error: msg('siteContent.announcementAmRequired') },
        ),
      },
      { error: msg('siteContent.announcementAmRequired') },
    ),
    link: siteLink,
    startsAt: instant(msg('siteContent.startsAt')),
    endsAt: instant(msg('siteContent.endsAt')),
  })
  .check((ctx) => {
    if (Date.parse(ctx.value.endsAt) <= Date.parse(ctx.value.startsAt))
      ctx.issues.push({
        code: 'custom',
        path: ['endsAt'],
        message: msg('siteContent.endsBeforeStart'),
        input: ctx.value,
      });
  });
export type AnnouncementInput = z.infer<typeof announcementSchema>;

/** One testimonial as the editor saves it; `id` keeps an existing one. */
export const testimonialSchema = z.object({
  id: z.number().int().positive().optional(),
  quote: requiredText(msg('siteContent.quoteRequired'), CONTENT_TEXT_LIMITS.quote, 'multi'),
  name: requiredText(msg('siteContent.nameRequired'), CONTENT_TEXT_LIMITS.name),
  detail: optionalText(CONTENT_TEXT_LIMITS.detail),
  rating: z
    .number({ error: msg('siteContent.rating') })
    .int(msg('siteContent.rating'))
    .min(1, msg('siteContent.rating'))
    .max(5, msg('siteContent.rating')),
  translations: z.object(
    {
      am: z.object(
        {
          quote: requiredText(msg('siteContent.quoteAmRequired'), CONTENT_TEXT_LIMITS.quote, 'multi'),
          name: requiredText(msg('siteContent.nameAmRequired'), CONTENT_TEXT_LIMITS.name),
          detail: optionalText(CONTENT_TEXT_LIMITS.detail),
        },
        { error: msg('siteContent.quoteAmRequired') },
      ),
    },
    { error: msg('siteContent.quoteAmRequired') },
  ),
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

/** `PUT /api/admin/site-content/testimonials/:place`: the place's whole list, in order. */
export const testimonialsSchema = z.object({
  testimonials: z
    .array(testimonialSchema)
    .max(TESTIMONIALS_PER_PLACE, msg('siteContent.tooManyTestimonials', { max: TESTIMONIALS_PER_PLACE })),
});

/** A photo as the public site shows it. `src` is the 960 px WebP; `placeholder` an inline blurred data: URL of at most 1 KB. */
export interface ContentPhotoDto {
  id: number;
  alt: string;
  caption: string | null;
  src: string;
  /** "/api/images/<uuid>?format=webp&w=480 480w, …" in CONTENT_PHOTO_WIDTHS, none wider than the photo. */
  srcset: string;
  width: number;
  height: number;
  placeholder: string;
  translations: { am: { alt: string; caption: string | null } };
}

/** In the back office a photo also carries the uploaded image it was made from. */
export interface AdminContentPhotoDto extends ContentPhotoDto {
  image: string;
}

export interface AnnouncementDto {
  text: string;
  link: string | null;
  startsAt: string;
  endsAt: string;
  /** Written by the owner, or a closure or special hours of today or tomorrow from the calendar. */
  source: 'owner' | 'calendar';
  translations: { am: { text: string } };
}

export interface TestimonialDto {
  id: number;
  place: TestimonialPlace;
  quote: string;
  name: string;
  detail: string | null;
  rating: number;
  translations: { am: { quote: string; name: string; detail: string | null } };
}

/** `GET /api/site-content`: the same for every visitor, each text in English with its Amharic in `translations.am`. */
export interface SiteContentDto {
  heroSlides: ContentPhotoDto[];
  hallPhotos: ContentPhotoDto[];
  coffeePhotos: ContentPhotoDto[];
  aboutPhotos: ContentPhotoDto[];
  /** The banner showing now, or null. */
  announcement: AnnouncementDto | null;
  testimonials: TestimonialDto[];
}

/** `GET /api/admin/site-content` (everyone signed in): every place, and the owner's announcement as written, shown now or not. */
export interface AdminSiteContentDto {
  photos: Record<ContentPhotoPlace, AdminContentPhotoDto[]>;
  announcement: Omit<AnnouncementDto, 'source'> | null;
  testimonials: Record<TestimonialPlace, TestimonialDto[]>;
}

/** The key of each place in `SiteContentDto`. */
export const PHOTO_PLACE_KEYS: Record<ContentPhotoPlace, 'heroSlides' | 'hallPhotos' | 'coffeePhotos' | 'aboutPhotos'> =
  {
    hero: 'heroSlides',
    hall: 'hallPhotos',
    coffee: 'coffeePhotos',
    about: 'aboutPhotos',
  };
