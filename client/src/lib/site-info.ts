import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shared/schemas/settings';
import { queryKeys } from './query-keys';

/** Business facts, hours and public switches, as the back office's settings hold them. */
export function useSiteInfo() {
  return useQuery<SiteInfo>({ queryKey: queryKeys.siteInfo });
}
