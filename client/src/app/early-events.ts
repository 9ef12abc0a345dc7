/**
 * Between a server-rendered page's first paint and its hydration, its buttons and forms have no
 * handlers yet. A tap on a button or a form's submission in that moment is held here (the
 * browser's own default prevented) and replayed once the app is in place, so it is not lost.
 * Links need nothing: they work as plain links.
 */
let held: { element: HTMLElement; kind: 'click' | 'submit' } | undefined;

function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const element =
    event.type === 'submit'
      ? (target as HTMLFormElement | null)
      : target?.closest<HTMLElement>('button, [role="button"]');
  if (!element) return;
  event.preventDefault();
  event.stopPropagation();
  held = { element, kind: event.type === 'submit' ? 'submit' : 'click' };
}

export function holdEarlyEvents(): void {
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/**
 * Call once React has hydrated the page (an effect inside the page's own Suspense boundary): the
 * held event, if any, happens now. Not sooner: React drops a tap on a part it cannot hydrate at
 * once, such as a page whose code is still downloading.
 */
export function replayEarlyEvents(): void {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  const event = held;
  held = undefined;
  if (!event?.element.isConnected) return;
  if (event.kind === 'submit') (event.element as HTMLFormElement).requestSubmit();
  else event.element.click();
}
