import { SCROLL_OFFSET_PX } from '@shared/constants';

/** Smooth-scrolls to an element by id, leaving room for the header stuck at the top. */
export function scrollToId(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
}
