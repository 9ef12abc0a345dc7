import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Every route change starts at the top of the page, smoothly. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location]);
  return null;
}
