import { SplitHero } from '@/components/sections/split-hero';
import { Button } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/icons';
import { useCoffeeI18n } from '@/i18n/coffee';
import { CoffeeCarousel } from './coffee-carousel';

/** Title, lead, the button that opens the virtual ceremony, and the picture carousel. */
export function CoffeeHero({ title, onStartCeremony }: { title: string; onStartCeremony: () => void }) {
  const { t } = useCoffeeI18n();
  return (
    <SplitHero
      id="coffee-title"
      eyebrow={t('coffee.hero.eyebrow')}
      title={title}
      gridClassName="items-center lg:grid-cols-2"
      aside={<CoffeeCarousel />}
    >
      <p className="mt-5 text-lg text-muted-foreground">{t('coffee.hero.lead')}</p>
      <Button size="lg" className="mt-8" onClick={onStartCeremony}>
        <PlayIcon />
        {t('coffee.hero.start')}
      </Button>
    </SplitHero>
  );
}
