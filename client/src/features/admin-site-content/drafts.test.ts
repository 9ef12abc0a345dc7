import { describe, expect, test } from 'vitest';
import type { AdminContentPhotoDto } from '@shared/schemas/site-content';
import { moveItem, newPhotoDraft, photoDraftFrom, photoInputFrom, removeItem } from './drafts';

describe('the draft list', () => {
  test('moves an item one step up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  test('the first cannot go up nor the last down', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  test('moving leaves the original list alone', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });

  test('removes one item', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeItem(['a'], 3)).toEqual(['a']);
  });
});

describe('a photo draft', () => {
  const saved: AdminContentPhotoDto = {
    id: 7,
    image: '/api/images/3f2a0000-0000-4000-8000-000000000000',
    alt: 'The dining room',
    caption: null,
    src: '',
    srcset: '',
    width: 1200,
    height: 800,
    placeholder: '',
    translations: { am: { alt: 'የምግብ አዳራሹ', caption: null } },
  };

  test('a saved photo keeps its id; empty captions are sent as none', () => {
    expect(photoInputFrom(photoDraftFrom(saved))).toEqual({
      id: 7,
      image: saved.image,
      alt: 'The dining room',
      caption: null,
      translations: { am: { alt: 'የምግብ አዳራሹ', caption: null } },
    });
  });

  test('a new photo has no id', () => {
    expect(photoInputFrom(newPhotoDraft(saved.image))).not.toHaveProperty('id');
  });

  test('each draft has its own key', () => {
    expect(newPhotoDraft('x').key).not.toBe(newPhotoDraft('x').key);
  });
});
