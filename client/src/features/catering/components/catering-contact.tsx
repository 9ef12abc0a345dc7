import { telHref } from '@shared/business-info';
import { buttonVariants } from '@/components/ui/button';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { useCateringI18n } from '@/i18n/catering';

/** Phone and email of the catering team, from settings. */
export function CateringContact({ phone, email }: { phone: string; email: string }) {
  const { t } = useCateringI18n();
  return (
    <section
      aria-labelledby="catering-contact-title"
      className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)]"
    >
      <h2 id="catering-contact-title" className="text-2xl font-semibold">
        {t('catering.contact.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('catering.contact.lead')}</p>
      <div className="mt-5 grid gap-3">
        <a href={telHref(phone)} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          <PhoneIcon />
          {t('catering.contact.phone', { phone })}
        </a>
        <a
          href={`mailto:${email}`}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-primary px-4 py-2 text-center text-sm font-semibold text-primary [overflow-wrap:anywhere] hover:bg-primary hover:text-primary-foreground [&_svg]:size-4 [&_svg]:shrink-0"
        >
          <MailIcon />
          {email}
        </a>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{t('catering.contact.hours')}</p>
    </section>
  );
}
