import { describe, expect, test } from 'vitest';
import {
  CONTENT_PHOTO_PLACES,
  PHOTO_PLACE_KEYS,
  type ContentPhotoDto,
  type SiteContentDto,
  type TestimonialDto,
} from '@shared/schemas/site-content';
import { photoText, placeholderBackground, placePhotos, placeTestimonials, PLACE_KEYS } from './site-content';

const photo = (id: number, caption: string | null = null): ContentPhotoDto => ({
  id,
  alt: `Photo ${id}`,
  caption,
  src: `/api/images/00000000-0000-4000-8000-00000000000${id}?format=webp&w=960`,
  srcset: `/api/images/x?format=webp&w=480 480w, /api/images/x?format=webp&w=960 960w`,
  width: 1600,
  height: 1000,
  placeholder: 'data:image/webp;base64,UklGRg==',
  translations: { am: { alt: `ፎቶ ${id}`, caption: caption && `የአማርኛ ${caption}` } },
});

const testimonial = (id: number, place: TestimonialDto['place'], rating = 5): TestimonialDto => ({
  id,
  place,
  quote: `Quote ${id}`,
  name: `Guest ${id}`,
  detail: id % 2 ? `Detail ${id}` : null,
  rating,
  translations: { am: { quote: `ጥቅስ ${id}`, name: `እንግዳ ${id}`, detail: null } },
});

const content = (overrides: Partial<SiteContentDto> = {}): SiteContentDto => ({
  heroSlides: [],
  hallPhotos: [],
  coffeePhotos: [],
  aboutPhotos: [],
  announcement: null,
  testimonials: [],
  ...overrides,
});

describe('placePhotos', () => {
  test("a place's photos in order; none (the artwork) while loading, on failure, or when the place has none", () => {
    const data = content({ heroSlides: [photo(2), photo(1)], hallPhotos: [photo(3)] });
    expect(placePhotos(data, 'hero').map((p) => p.id)).toEqual([2, 1]);
    expect(placePhotos(data, 'hall').map((p) => p.id)).toEqual([3]);
    expect(placePhotos(data, 'coffee')).toEqual([]);
    expect(placePhotos(undefined, 'hero')).toEqual([]);
  });

  test('names the same field of the answer for each place as the contract', () => {
    for (const place of CONTENT_PHOTO_PLACES) expect(PLACE_KEYS[place]).toBe(PHOTO_PLACE_KEYS[place]);
  });
});

describe('photoText', () => {
  test("the description and caption in the page's language; an empty caption is none", () => {
    expect(photoText(photo(1, 'The hall'), 'en')).toEqual({ alt: 'Photo 1', caption: 'The hall' });
    expect(photoText(photo(1, 'The hall'), 'am')).toEqual({ alt: 'ፎቶ 1', caption: 'የአማርኛ The hall' });
    expect(photoText(photo(1), 'am')).toEqual({ alt: 'ፎቶ 1', caption: null });
    expect(photoText({ ...photo(1), caption: '' }, 'en').caption).toBeNull();
  });
});

describe('placeTestimonials', () => {
  test('none read yet (loading or failed): undefined, so the page keeps its built-in words', () => {
    expect(placeTestimonials(undefined, 'home', 'en')).toBeUndefined();
  });

  test("a place's testimonials in order, in the page's language, with their stars", () => {
    const data = content({
      testimonials: [testimonial(5, 'home', 4), testimonial(2, 'hall'), testimonial(3, 'home', 5)],
    });
    expect(placeTestimonials(data, 'home', 'en')).toEqual([
      { id: '5', quote: 'Quote 5', name: 'Guest 5', detail: 'Detail 5', rating: 4 },
      { id: '3', quote: 'Quote 3', name: 'Guest 3', detail: 'Detail 3', rating: 5 },
    ]);
    expect(placeTestimonials(data, 'hall', 'am')).toEqual([
      { id: '2', quote: 'ጥቅስ 2', name: 'እንግዳ 2', detail: '', rating: 5 },
    ]);
  });

  test('read, and none for the place: an empty list, so its band is left out', () => {
    expect(placeTestimonials(content({ testimonials: [testimonial(1, 'hall')] }), 'home', 'en')).toEqual([]);
  });
});

describe('placeholderBackground', () => {
  test('only an inline image that cannot leave its url("…")', () => {
    expect(placeholderBackground('data:image/webp;base64,UklGRg==')).toBe('url("data:image/webp;base64,UklGRg==")');
    expect(placeholderBackground('https://example.com/x.png')).toBeUndefined();
    expect(placeholderBackground('data:image/png;base64,AA")} body{x:url("')).toBeUndefined();
    expect(placeholderBackground('data:text/html,<script>')).toBeUndefined();
    expect(placeholderBackground('')).toBeUndefined();
  });
});
