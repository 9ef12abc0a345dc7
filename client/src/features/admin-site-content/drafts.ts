import type {
  AdminContentPhotoDto,
  ContentPhotoInput,
  TestimonialDto,
  TestimonialInput,
} from '@shared/schemas/site-content';

/** The list moved one step: the item at `index` swapped with its neighbour `step` away; the same list when it cannot go. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The list without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

let lastKey = 0;
/** A key for a draft row that stays with it as it moves (an id alone is missing for a new row). */
export const draftKey = () => `draft-${++lastKey}`;

/** A photo of a place as the editor holds it: both languages' texts as typed. */
export interface PhotoDraft {
  key: string;
  id?: number;
  image: string;
  alt: string;
  caption: string;
  altAm: string;
  captionAm: string;
}

export function photoDraftFrom(photo: AdminContentPhotoDto): PhotoDraft {
  return {
    key: draftKey(),
    id: photo.id,
    image: photo.image,
    alt: photo.alt,
    caption: photo.caption ?? '',
    altAm: photo.translations.am.alt,
    captionAm: photo.translations.am.caption ?? '',
  };
}

export function newPhotoDraft(image: string): PhotoDraft {
  return { key: draftKey(), image, alt: '', caption: '', altAm: '', captionAm: '' };
}

/** What Save sends for a photo; the server trims and checks it again. */
export function photoInputFrom(draft: PhotoDraft): ContentPhotoInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    image: draft.image,
    alt: draft.alt,
    caption: draft.caption || null,
    translations: { am: { alt: draft.altAm, caption: draft.captionAm || null } },
  };
}

/** A testimonial as the editor holds it. */
export interface TestimonialDraft {
  key: string;
  id?: number;
  quote: string;
  name: string;
  detail: string;
  rating: number;
  quoteAm: string;
  nameAm: string;
  detailAm: string;
}

export function testimonialDraftFrom(testimonial: TestimonialDto): TestimonialDraft {
  return {
    key: draftKey(),
    id: testimonial.id,
    quote: testimonial.quote,
    name: testimonial.name,
    detail: testimonial.detail ?? '',
    rating: testimonial.rating,
    quoteAm: testimonial.translations.am.quote,
    nameAm: testimonial.translations.am.name,
    detailAm: testimonial.translations.am.detail ?? '',
  };
}

export function newTestimonialDraft(): TestimonialDraft {
  return { key: draftKey(), quote: '', name: '', detail: '', rating: 5, quoteAm: '', nameAm: '', detailAm: '' };
}

export function testimonialInputFrom(draft: TestimonialDraft): TestimonialInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    quote: draft.quote,
    name: draft.name,
    detail: draft.detail || null,
    rating: draft.rating,
    translations: { am: { quote: draft.quoteAm, name: draft.nameAm, detail: draft.detailAm || null } },
  };
}

/** Whether the draft differs from what was saved, by what Save would send. */
export function isChanged<T>(saved: readonly T[], draft: readonly T[]): boolean {
  return JSON.stringify(saved) !== JSON.stringify(draft);
}
