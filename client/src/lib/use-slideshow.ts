import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
}

/**
 * A wrapping slideshow: next/previous/goTo, auto-advance every `intervalMs` that pauses while a
 * mouse is over it, while it holds focus, when the visitor pauses it, and under reduced motion.
 * Any manual move restarts the interval.
 */
export function useSlideshow(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const step = useCallback((delta: number) => setIndex((current) => (current + delta + count) % count), [count]);
  const autoAdvancing = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!autoAdvancing) return;
    const timer = window.setTimeout(() => step(1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoAdvancing, index, intervalMs, step]);

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
    goTo: (target: number) => setIndex(((target % count) + count) % count),
    autoAdvancing,
    /** The visitor's own pause (a button), apart from hover and focus. */
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    /** Motion is off for this visitor: no play/pause control is needed. */
    reducedMotion,
    pauseHandlers,
  };
}
