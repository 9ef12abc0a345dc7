import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { autoAdvances, canAutoAdvance, wrapIndex } from './slideshow';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type Slideshow = ReturnType<typeof useSlideshow>;

interface SlideshowOptions {
  count: number;
  intervalMs: number;
  /**
   * Count the first interval from when the first picture has loaded (call `markFirstLoaded` from
   * its load event), so a slow connection still shows it for the full interval.
   */
  waitForFirstImage?: boolean;
}

/**
 * A slideshow that goes round: next/previous/goTo, and a move every `intervalMs` that stops while
 * a mouse is over it, while focus is inside it, after the visitor presses pause, and never under
 * reduced motion or with one slide. Any move restarts the interval.
 */
export function useSlideshow({ count, intervalMs, waitForFirstImage = false }: SlideshowOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [firstShown, setFirstShown] = useState(!waitForFirstImage);
  const reducedMotion = usePrefersReducedMotion();

  const autoAdvancing = autoAdvances({ count, reducedMotion, firstShown, hovered, focused, stopped });
  const step = useCallback((delta: number) => setIndex((current) => wrapIndex(current + delta, count)), [count]);

  useEffect(() => {
    if (!autoAdvancing) return;
    // A new timer per slide, so a manual step also restarts the full interval.
    const timer = window.setTimeout(() => step(1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoAdvancing, index, intervalMs, step]);

  // Only a mouse hovers: a tap on a phone must not leave the slideshow paused.
  const pauseHandlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index,
    next: () => step(1),
    previous: () => step(-1),
    goTo: (target: number) => setIndex(wrapIndex(target, count)),
    /** Moving on its own right now; screen readers are told of changes only when it is not. */
    autoAdvancing,
    /** False with one slide or under reduced motion: no play/pause button is needed then. */
    canAutoAdvance: canAutoAdvance({ count, reducedMotion }),
    /** The visitor's own pause (the button), apart from hover and focus. */
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    markFirstLoaded: useCallback(() => setFirstShown(true), []),
    /** Spread on the element whose hover or focus pauses the slideshow. */
    pauseHandlers,
  };
}
