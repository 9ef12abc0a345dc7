import { formatAddress } from '@shared/business-info';
import type { BusinessInfo } from '@shared/schemas/settings';

/** A maps directions link to a place; any maps app or browser can open it. */
export function directionsUrl(name: string, address: BusinessInfo['address']): string {
  const destination = `${name}, ${formatAddress(address)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
