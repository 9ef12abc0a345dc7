import { useEffect, useRef, useState } from 'react';
import { playChime, rememberSound, soundWanted, unlockChime } from './chime';

/** While an order waits to be accepted, the chime sounds again this often. */
const REPEAT_MS = 20_000;

/**
 * What tells staff of new orders without looking: the tab title counts waiting orders, and with sound
 * on a chime rings for each new order and again while any still waits.
 */
export function useBoardAlerts(orderIds: number[] | undefined, pendingCount: number, titleWord: string) {
  const [soundOn, setSoundOn] = useState(soundWanted);
  const known = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (pendingCount === 0) return;
    const before = document.title;
    document.title = `(${pendingCount}) ${titleWord} · ${before}`;
    return () => {
      document.title = before;
    };
  }, [pendingCount, titleWord]);

  useEffect(() => {
    if (!orderIds) return;
    const fresh = known.current !== null && orderIds.some((id) => !known.current?.has(id));
    known.current = new Set(orderIds);
    if (fresh && soundOn) playChime();
  }, [orderIds, soundOn]);

  useEffect(() => {
    if (!soundOn || pendingCount === 0) return;
    const timer = setInterval(playChime, REPEAT_MS);
    return () => clearInterval(timer);
  }, [soundOn, pendingCount]);

  // A remembered "on" still needs a tap after a reload before the browser lets audio play.
  useEffect(() => {
    if (!soundOn) return;
    const unlock = () => unlockChime();
    window.addEventListener('pointerdown', unlock, { once: true });
    return () => window.removeEventListener('pointerdown', unlock);
  }, [soundOn]);

  const setSound = (on: boolean) => {
    if (on) {
      unlockChime();
      playChime();
    }
    rememberSound(on);
    setSoundOn(on);
  };

  return { soundOn, setSound };
}
