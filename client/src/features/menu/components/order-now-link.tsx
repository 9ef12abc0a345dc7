import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useMenuI18n } from '@/i18n/menu';
import { cardActionClass } from './card-action';

/** "Order Now": ordering happens through the delivery partners listed on /order. */
export function OrderNowLink({ describedBy, className }: { describedBy?: string; className?: string }) {
  const { t } = useMenuI18n();
  return (
    <Link href="/order" aria-describedby={describedBy} className={cn(cardActionClass.primary, className)}>
      {t('menu.card.orderNow')}
    </Link>
  );
}
