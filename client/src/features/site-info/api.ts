import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shared/schemas/settings';

export const siteInfoKeys = { all: ['/api/site-info'] as const };

/** Business facts, hours and public switches from the one source of truth (settings). */
export function useSiteInfo() {
  return useQuery<SiteInfo>({ queryKey: siteInfoKeys.all });
}
