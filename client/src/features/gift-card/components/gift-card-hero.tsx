import type { ReactNode } from 'react';
import { IllustratedHero } from '@/components/layout/illustrated-hero';
import { useGiftCardI18n } from '@/i18n/gift-card';

interface GiftCardHeroProps {
  id: string;
  title: string;
  lead: string;
  /** Actions under the lead. */
  children?: ReactNode;
}

/** The opening band of the gift card pages: the gift-card eyebrow and ribbon with the page's own h1 and lead. */
export function GiftCardHero({ id, title, lead, children }: GiftCardHeroProps) {
  const { t } = useGiftCardI18n();
  return (
    <IllustratedHero
      id={id}
      eyebrow={t('giftCard.hero.eyebrow')}
      title={title}
      lead={lead}
      image={{ src: '/images/gift-card/gift-card-ribbon.svg', alt: t('giftCard.hero.imageAlt') }}
    >
      {children}
    </IllustratedHero>
  );
}
