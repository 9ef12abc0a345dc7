import { IllustratedHero } from '@/components/layout/illustrated-hero';
import { Button } from '@/components/ui/button';
import { scrollToId } from '@/lib/scroll';
import { useCateringI18n } from '@/i18n/catering';

/** The opening band of /catering with the way to the inquiry form. */
export function CateringHero({ formId }: { formId: string }) {
  const { t } = useCateringI18n();
  return (
    <IllustratedHero
      id="catering-title"
      eyebrow={t('catering.hero.eyebrow')}
      title={t('catering.hero.title')}
      lead={t('catering.hero.lead')}
      image={{ src: '/images/catering/mesob-platter.svg', alt: t('catering.hero.imageAlt') }}
    >
      <Button size="lg" className="mt-6" onClick={() => scrollToId(formId)}>
        {t('catering.hero.cta')}
      </Button>
    </IllustratedHero>
  );
}
