import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n';
import { scrollToId } from '@/lib/scroll';
import { TibebBand } from '@/components/layout/tibeb-band';

/** The opening band of /catering with the way to the inquiry form. */
export function CateringHero({ formId }: { formId: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="catering-title" className="border-b border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-14 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">{t('catering.hero.eyebrow')}</p>
          <h1 id="catering-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
            {t('catering.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">{t('catering.hero.lead')}</p>
          <Button size="lg" className="mt-6" onClick={() => scrollToId(formId)}>
            {t('catering.hero.cta')}
          </Button>
        </div>
        <img
          src="/images/catering/mesob-platter.svg"
          alt={t('catering.hero.imageAlt')}
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-[17rem] sm:max-w-sm md:max-w-md"
        />
      </div>
      <TibebBand />
    </section>
  );
}
