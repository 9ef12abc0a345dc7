import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

interface SlideshowOptions {
  count: number;
  intervalMs: number;
}

/**
 * A cyclic slideshow (spec sections 2 and 4): it advances every `intervalMs` once the first
 * image has loaded, never with one slide or fewer, never when reduced motion is requested,
 * and pauses while hovered, while focus is inside, or after the visitor presses pause.
 */
export function useSlideshow({ count, intervalMs }: SlideshowOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [firstLoaded, setFirstLoaded] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const canAutoAdvance = count > 1 && !reducedMotion;
  const running = canAutoAdvance && firstLoaded && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!running) return;
    // A new timer per slide, so a manual step also restarts the full interval.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const next = useCallback(() => setIndex((current) => (count > 0 ? (current + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((current) => (count > 0 ? (current - 1 + count) % count : 0)), [count]);
  const markFirstLoaded = useCallback(() => setFirstLoaded(true), []);
  const toggleStopped = useCallback(() => setStopped((value) => !value), []);

  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index, next, previous, running, canAutoAdvance, stopped, toggleStopped, markFirstLoaded, pauseProps };
}
