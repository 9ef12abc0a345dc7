import './styles.css';
import { holdEarlyEvents } from '@/app/early-events';

// The browser paints the page's HTML (rendered on the server) first; the app's code, fetched
// meanwhile (the page preloads it), runs in a task of its own after this one, so a frame can be
// painted between them. (A message, not a timer: a page whose clock is paused still starts.)
// A tap before the app has taken over is replayed then.
holdEarlyEvents();
const channel = new MessageChannel();
channel.port1.onmessage = () => void import('@/app/start');
channel.port2.postMessage(null);
