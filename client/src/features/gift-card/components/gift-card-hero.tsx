import { useI18n } from '@/lib/i18n';
import { TibebBand } from '@/components/layout/tibeb-band';

/** The opening band of /gift-card. */
export function GiftCardHero() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="gift-card-title" className="border-b border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-14 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">{t('giftCard.hero.eyebrow')}</p>
          <h1 id="gift-card-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
            {t('giftCard.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">{t('giftCard.hero.lead')}</p>
        </div>
        <img
          src="/images/gift-card/gift-card-ribbon.svg"
          alt={t('giftCard.hero.imageAlt')}
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-[17rem] sm:max-w-sm md:max-w-md"
        />
      </div>
      <TibebBand />
    </section>
  );
}
