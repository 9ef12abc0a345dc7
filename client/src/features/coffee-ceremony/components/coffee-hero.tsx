import { Button } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/icons';
import { useCoffeeI18n } from '@/i18n/coffee';
import { CoffeeCarousel } from './coffee-carousel';

/** Title, lead, the button that opens the virtual ceremony, and the picture carousel. */
export function CoffeeHero({ title, onStartCeremony }: { title: string; onStartCeremony: () => void }) {
  const { t } = useCoffeeI18n();
  return (
    <section aria-labelledby="coffee-title" className="border-b border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">{t('coffee.hero.eyebrow')}</p>
          <h1 id="coffee-title" className="mt-2 text-4xl font-semibold leading-tight sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground">{t('coffee.hero.lead')}</p>
          <Button size="lg" className="mt-8" onClick={onStartCeremony}>
            <PlayIcon />
            {t('coffee.hero.start')}
          </Button>
        </div>
        <CoffeeCarousel />
      </div>
    </section>
  );
}
