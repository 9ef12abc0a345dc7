import { useI18n } from '@/lib/i18n';
import { TibebBand } from '@/components/layout/tibeb-band';

/** The opening band of /order: title, a line of context and the delivery illustration. */
export function OrderHero() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="order-title" className="border-b border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-14 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-success/30 bg-card px-3 py-1 text-sm font-semibold text-success">
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12l4 4 10-10" />
            </svg>
            {t('order.hero.eyebrow')}
          </p>
          <h1 id="order-title" className="mt-4 text-4xl font-semibold sm:text-5xl">
            {t('order.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">{t('order.hero.lead')}</p>
        </div>
        <img
          src="/images/order/delivery-bag.svg"
          alt={t('order.hero.imageAlt')}
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-[17rem] sm:max-w-sm md:max-w-md"
        />
      </div>
      <TibebBand />
    </section>
  );
}
