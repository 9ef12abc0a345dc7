import { StarIcon } from '@/components/ui/icons';
import { useI18n } from '@/lib/i18n';

/** Five drawn stars, filled up to `rating`, read out as "5 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useI18n();
  return (
    <div role="img" aria-label={t('home.testimonials.rating', { rating })} className="flex gap-1">
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} strokeWidth="1.5" className={index < rating ? 'size-5 fill-accent stroke-accent' : 'size-5 fill-none stroke-border'} />
      ))}
    </div>
  );
}
