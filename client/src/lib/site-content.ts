import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@shared/language-path';
// Types only: the contract's module holds its zod schemas, which must stay out of the first visit's code.
import type {
  ContentPhotoDto,
  ContentPhotoPlace,
  SiteContentDto,
  TestimonialDto,
  TestimonialPlace,
} from '@shared/schemas/site-content';
import { queryKeys } from './query-keys';

/** `PHOTO_PLACE_KEYS` of the contract, which a test keeps in step. */
export const PLACE_KEYS: Record<ContentPhotoPlace, 'heroSlides' | 'hallPhotos' | 'coffeePhotos' | 'aboutPhotos'> = {
  hero: 'heroSlides',
  hall: 'hallPhotos',
  coffee: 'coffeePhotos',
  about: 'aboutPhotos',
};

/** The owner's photos of each place, the announcement and the testimonials: the same for every visitor. */
export function useSiteContent() {
  return useQuery<SiteContentDto>({ queryKey: queryKeys.siteContent });
}

/**
 * The photos the owner set for a place, in order. None (the built-in artwork shows) while the
 * content is loading, could not be read, or the place has none.
 */
export function placePhotos(content: SiteContentDto | undefined, place: ContentPhotoPlace): ContentPhotoDto[] {
  return content?.[PLACE_KEYS[place]] ?? [];
}

/** A place's photos, or none while the artwork should show. */
export function usePlacePhotos(place: ContentPhotoPlace): ContentPhotoDto[] {
  return placePhotos(useSiteContent().data, place);
}

/** A photo's description and caption in the page's language. */
export function photoText(photo: ContentPhotoDto, language: SiteLanguage): { alt: string; caption: string | null } {
  const text = language === 'am' ? photo.translations.am : photo;
  return { alt: text.alt, caption: text.caption || null };
}

/** A guest's words, ready for the testimonial cards. */
export interface TestimonialText {
  id: string;
  quote: string;
  name: string;
  detail: string;
  rating: number;
}

/**
 * The testimonials of a place, in order and in the page's language; `undefined` while the content
 * has not been read (loading or failed), when the page shows its built-in words instead.
 */
export function placeTestimonials(
  content: SiteContentDto | undefined,
  place: TestimonialPlace,
  language: SiteLanguage,
): TestimonialText[] | undefined {
  if (!content) return undefined;
  return content.testimonials
    .filter((testimonial) => testimonial.place === place)
    .map((testimonial) => testimonialText(testimonial, language));
}

function testimonialText(testimonial: TestimonialDto, language: SiteLanguage): TestimonialText {
  const text = language === 'am' ? testimonial.translations.am : testimonial;
  return {
    id: String(testimonial.id),
    quote: text.quote,
    name: text.name,
    detail: text.detail ?? '',
    rating: testimonial.rating,
  };
}

/** A placeholder is drawn as a CSS background only when it is an inline image that cannot break out of `url("…")`. */
export function placeholderBackground(placeholder: string): string | undefined {
  return /^data:image\/[^"\\\n\r\f]*$/.test(placeholder) ? `url("${placeholder}")` : undefined;
}
