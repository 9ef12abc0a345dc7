import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to another site: it opens in a new tab, which gets no handle on this page and no
 * referrer. (Directions links are `DirectionsLink`, in a file of its own: the footer in the entry
 * chunk uses this one, and keeping the address helpers out of it keeps the entry smaller.)
 */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
