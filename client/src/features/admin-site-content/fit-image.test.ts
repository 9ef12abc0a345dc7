import { describe, expect, test } from 'vitest';
import { IMAGE_UPLOAD } from '@shared/schemas/image-upload';
import { fitWithin, jpegName, keepsOriginal } from './fit-image';

describe('fitting a photo into 2400 × 2400', () => {
  test('a 48-MP landscape phone photo is scaled by its long side', () => {
    expect(fitWithin(8064, 6048)).toEqual({ width: 2400, height: 1800 });
  });

  test('a portrait photo is scaled by its height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1800, height: 2400 });
  });

  test('a photo that fits is never enlarged', () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(2400, 2400)).toEqual({ width: 2400, height: 2400 });
  });

  test('a very thin panorama keeps at least one pixel', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 2400, height: 1 });
  });

  test('a small, light photo goes as it is; a large or heavy one is re-encoded', () => {
    expect(keepsOriginal(1600, 1200, 400_000)).toBe(true);
    expect(keepsOriginal(4032, 3024, 400_000)).toBe(false);
    expect(keepsOriginal(2000, 2000, IMAGE_UPLOAD.maxBytes + 1)).toBe(false);
  });

  test('the re-encoded file is named as a JPEG', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('hall.front.png')).toBe('hall.front.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
