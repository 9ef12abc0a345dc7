/** `index` brought into 0…count-1, going round in both directions (0 when there is nothing to show). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface AutoAdvanceState {
  count: number;
  reducedMotion: boolean;
  /** The first picture is on screen (a slideshow may wait for it before its first interval). */
  firstShown: boolean;
  hovered: boolean;
  focused: boolean;
  /** The visitor pressed pause. */
  stopped: boolean;
}

/** Whether a slideshow may move on its own: there is somewhere to go, motion is welcome, and nothing holds it. */
export function canAutoAdvance({ count, reducedMotion }: Pick<AutoAdvanceState, 'count' | 'reducedMotion'>): boolean {
  return count > 1 && !reducedMotion;
}

export function autoAdvances(state: AutoAdvanceState): boolean {
  return canAutoAdvance(state) && state.firstShown && !state.hovered && !state.focused && !state.stopped;
}
