import './styles.css';
import { APP_CODE_TEMPLATE_ID } from '@shared/page-code';
import { holdEarlyEvents } from '@/app/early-events';

// The browser paints the page's HTML (rendered on the server) before the app's code runs: the
// code, fetched meanwhile (the page preloads it), starts once the page has painted and its main
// picture has loaded, so hydrating cannot hold that picture back. A tap before then is replayed.
holdEarlyEvents();

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // The preloads of the app's code (server/web/page-preloads.ts) fetch from the moment they are in the head.
  const code = document.getElementById(APP_CODE_TEMPLATE_ID);
  if (code instanceof HTMLTemplateElement) document.head.append(code.content);
  // A task of its own, after this one (a message, not a timer: a page whose clock is paused still starts).
  const channel = new MessageChannel();
  channel.port1.onmessage = () => void import('@/app/start');
  channel.port2.postMessage(null);
}

function whenMainPicturesLoaded(then: () => void): void {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  let left = pending.length;
  if (!left) return then();
  for (const image of pending) {
    const done = () => {
      left -= 1;
      if (left === 0) then();
    };
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  }
}

const rendered = Boolean(document.getElementById('root')?.firstElementChild);
if (!rendered || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // The back office arrives empty: there is nothing to paint first.
  start();
} else {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenMainPicturesLoaded(start);
  }).observe({ type: 'paint', buffered: true });
}
