import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { telHref } from '@shared/business-info';
import { buttonVariants } from '@/components/ui/button';
import { useSiteInfo } from '@/lib/site-info';
import { useMenuI18n } from '@/i18n/menu';
import { PhoneIcon } from '@/components/ui/icons';
import { TibebBorder } from './tibeb-border';

export const ctaOutlineButton =
  'inline-flex min-h-12 items-center justify-center rounded-full border-2 border-primary-foreground px-7 font-semibold text-primary-foreground hover:bg-primary-foreground hover:text-primary';

/**
 * The closing band: call the restaurant (number from the settings) or reserve a table. The page
 * may pass its own reserve control (the booking dialog); otherwise it links to /reservations.
 */
export function MenuCallToAction({ reserveAction }: { reserveAction?: ReactNode }) {
  const { t } = useMenuI18n();
  const { data: site } = useSiteInfo();
  const phone = site?.business.phone;
  return (
    <section aria-labelledby="menu-cta-title" className="mt-16 bg-primary text-primary-foreground">
      <TibebBorder />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="menu-cta-title" className="text-3xl font-semibold">
            {t('menu.cta.title')}
          </h2>
          <p className="mt-3 max-w-xl text-primary-foreground/90">{t('menu.cta.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {phone && (
            <a href={telHref(phone)} className={buttonVariants({ variant: 'onDark', size: 'lg' })}>
              <PhoneIcon />
              {t('menu.cta.call', { phone })}
            </a>
          )}
          {reserveAction ?? (
            <Link href="/reservations" className={ctaOutlineButton}>
              {t('menu.cta.reserve')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
