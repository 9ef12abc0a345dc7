import { describe, expect, test } from 'vitest';
import { autoAdvances, canAutoAdvance, wrapIndex, type AutoAdvanceState } from './slideshow';

describe('wrapIndex', () => {
  test('goes round in both directions', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(7, 5)).toBe(2);
    expect(wrapIndex(3, 5)).toBe(3);
  });

  test('is 0 when there is nothing to show', () => {
    expect(wrapIndex(1, 0)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});

describe('auto-advance', () => {
  const free: AutoAdvanceState = {
    count: 5,
    reducedMotion: false,
    firstShown: true,
    hovered: false,
    focused: false,
    stopped: false,
  };

  test('moves on its own when nothing holds it', () => {
    expect(autoAdvances(free)).toBe(true);
  });

  test('hover, focus, the pause button and a first picture not yet shown each hold it', () => {
    expect(autoAdvances({ ...free, hovered: true })).toBe(false);
    expect(autoAdvances({ ...free, focused: true })).toBe(false);
    expect(autoAdvances({ ...free, stopped: true })).toBe(false);
    expect(autoAdvances({ ...free, firstShown: false })).toBe(false);
  });

  test('never with one slide or under reduced motion, and then no pause button is offered', () => {
    expect(autoAdvances({ ...free, count: 1 })).toBe(false);
    expect(autoAdvances({ ...free, reducedMotion: true })).toBe(false);
    expect(canAutoAdvance({ count: 1, reducedMotion: false })).toBe(false);
    expect(canAutoAdvance({ count: 5, reducedMotion: true })).toBe(false);
    expect(canAutoAdvance({ count: 5, reducedMotion: false })).toBe(true);
  });
});
