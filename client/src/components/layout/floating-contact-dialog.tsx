import { formatAddress, telHref } from '@shared/business-info';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { DirectionsLink } from '@/components/ui/directions-link';
import type { LoadedPopupProps } from '@/components/ui/load-on-open';
import { useSiteInfo } from '@/lib/site-info';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { latinTextLang } from '@/lib/text-lang';
import { SpecialHoursList } from './special-hours-list';
import { WeeklyHoursList } from './weekly-hours-list';

/** The contact dialog: call, visit and hours; loaded the first time it opens (see floating-contact.tsx). */
export default function FloatingContactDialog({ trigger, defaultOpen }: LoadedPopupProps) {
  const { t, language } = useI18n();
  const { data: site } = useSiteInfo();
  if (!site) return null;
  const { business } = site;
  const address = formatAddress(business.address);

  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogTitle>{t('contactWidget.title')}</DialogTitle>
        <DialogDescription>{t('contactWidget.description')}</DialogDescription>
        <div className="mt-5 grid gap-4">
          <a href={telHref(business.phone)} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
            {t('contactWidget.call')}: {business.phone}
          </a>
          <section className="rounded-xl border border-border p-4">
            <h3 className="font-semibold">{t('contactWidget.visit')}</h3>
            <p lang={latinTextLang(address, language)} className="mt-1 text-sm">
              {address}
            </p>
            <DirectionsLink
              destination={address}
              className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('contactWidget.directions')}
            </DirectionsLink>
          </section>
          <section className="rounded-xl border border-border p-4">
            <h3 className="font-semibold">{t('contactWidget.hours')}</h3>
            <WeeklyHoursList week={site.weeklyHours} className="mt-1 text-sm" />
            <SpecialHoursList site={site} limit={3} headingLevel={4} className="mt-3 text-sm" />
          </section>
          <DialogClose asChild>
            <Button variant="secondary">{t('contactWidget.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
