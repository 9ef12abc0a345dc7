import { CateringBoard } from '@/features/admin-catering/components/catering-board';

/** /admin?tab=catering: the catering orders, their quotes and their figures. */
export function CateringSection() {
  return <CateringBoard />;
}
