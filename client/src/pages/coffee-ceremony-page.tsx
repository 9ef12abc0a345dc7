import { useState } from 'react';
import { formatAddress } from '@shared/business-info';
import { usePageMeta } from '@/components/seo/page-meta';
import { CeremonyViewerDialog } from '@/features/coffee-ceremony/components/ceremony-viewer-dialog';
import { CoffeeElements } from '@/features/coffee-ceremony/components/coffee-elements';
import { CoffeeHeritage } from '@/features/coffee-ceremony/components/coffee-heritage';
import { CoffeeHero } from '@/features/coffee-ceremony/components/coffee-hero';
import { CoffeeRounds } from '@/features/coffee-ceremony/components/coffee-rounds';
import { CoffeeStats } from '@/features/coffee-ceremony/components/coffee-stats';
import { CoffeeVisit } from '@/features/coffee-ceremony/components/coffee-visit';
import { useSiteInfo } from '@/lib/site-info';
import { useCoffeeI18n } from '@/i18n/coffee';

export default function CoffeeCeremonyPage() {
  const { t } = useCoffeeI18n();
  const { data: site } = useSiteInfo();
  const [viewerOpen, setViewerOpen] = useState(false);
  usePageMeta(t('coffee.meta.title'), t('coffee.meta.description'));

  return (
    <>
      <CoffeeHero title={t('page.coffee.title')} onStartCeremony={() => setViewerOpen(true)} />
      <CeremonyViewerDialog open={viewerOpen} onOpenChange={setViewerOpen} />
      <CoffeeStats />
      <CoffeeRounds />
      <CoffeeHeritage />
      <CoffeeElements />
      {site && <CoffeeVisit address={formatAddress(site.business.address)} phone={site.business.phone} />}
    </>
  );
}
