import type { ComponentProps } from 'react';
import { directionsUrl } from '@shared/business-info';
import { ExternalLink } from './external-link';

/** Directions to `destination` (an address, or a name and an address) in Google Maps, in a new tab. */
export function DirectionsLink({
  destination,
  ...props
}: Omit<ComponentProps<typeof ExternalLink>, 'href'> & { destination: string }) {
  return <ExternalLink href={directionsUrl(destination)} {...props} />;
}
