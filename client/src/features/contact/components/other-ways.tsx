import type { BusinessInfo } from '@shared/schemas/settings';
import { PageSection } from '@/components/layout/page-section';
import { MailIcon } from '@/components/ui/icons';
import { useContactI18n, type ContactMessageKey } from '@/i18n/contact';

interface Channel {
  title: ContactMessageKey;
  body: ContactMessageKey;
  email: string;
}

/** "Other Ways to Reach Us": the right inbox for each kind of question, from settings. */
export function OtherWays({ business }: { business: BusinessInfo }) {
  const { t } = useContactI18n();
  const channels: Channel[] = [
    { title: 'contact.other.catering.title', body: 'contact.other.catering.body', email: business.cateringEmail },
    { title: 'contact.other.general.title', body: 'contact.other.general.body', email: business.email },
    { title: 'contact.other.group.title', body: 'contact.other.group.body', email: business.hallEmail },
    { title: 'contact.other.business.title', body: 'contact.other.business.body', email: business.email },
  ];
  return (
    <PageSection id="contact-other-title" title={t('contact.other.title')} lead={t('contact.other.lead')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {channels.map((channel) => (
          <li
            key={channel.title}
            className="flex flex-col rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-[var(--shadow-card)]"
          >
            <h3 className="text-lg font-semibold">{t(channel.title)}</h3>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{t(channel.body)}</p>
            <a
              href={`mailto:${channel.email}`}
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold [overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline"
            >
              <MailIcon className="size-5 shrink-0" />
              {channel.email}
            </a>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
