import { IllustratedHero } from '@/components/layout/illustrated-hero';
import { useGiftCardI18n } from '@/i18n/gift-card';

/** The opening band of /gift-card. */
export function GiftCardHero() {
  const { t } = useGiftCardI18n();
  return (
    <IllustratedHero
      id="gift-card-title"
      eyebrow={t('giftCard.hero.eyebrow')}
      title={t('giftCard.hero.title')}
      lead={t('giftCard.hero.lead')}
      image={{ src: '/images/gift-card/gift-card-ribbon.svg', alt: t('giftCard.hero.imageAlt') }}
    />
  );
}
