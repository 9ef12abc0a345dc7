import './styles.css';
import { holdEarlyEvents } from '@/app/early-events';

// The browser paints the page's HTML (rendered on the server) first; the app's code, fetched
// meanwhile (the page preloads it), runs after that paint rather than before it. A tap before
// then is replayed once the app has taken over.
holdEarlyEvents();
requestAnimationFrame(() => setTimeout(() => void import('@/app/start')));
