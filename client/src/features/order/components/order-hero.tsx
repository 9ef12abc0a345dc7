import { IllustratedHero } from '@/components/layout/illustrated-hero';
import { CheckIcon } from '@/components/ui/icons';
import { useOrderI18n } from '@/i18n/order';

/** The opening band of /order: title, a line of context and the delivery illustration. */
export function OrderHero() {
  const { t } = useOrderI18n();
  return (
    <IllustratedHero
      id="order-title"
      eyebrow={
        <p className="inline-flex items-center gap-2 rounded-full border border-success/30 bg-card px-3 py-1 text-sm font-semibold text-success">
          <CheckIcon className="size-4" strokeWidth="2.2" />
          {t('order.hero.eyebrow')}
        </p>
      }
      title={t('order.hero.title')}
      lead={t('order.hero.lead')}
      image={{ src: '/images/order/delivery-bag.svg', alt: t('order.hero.imageAlt') }}
    />
  );
}
