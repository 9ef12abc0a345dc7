import type { ReactNode } from 'react';
import type { BusinessInfo } from '@shared/schemas/settings';
import { FacebookIcon, InstagramIcon, TikTokIcon } from '@/components/layout/social-icons';
import type { MessageKey } from '@/i18n/en';
import { useI18n } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

interface SocialLink {
  id: keyof BusinessInfo['social'];
  label: MessageKey;
  icon: ReactNode;
}

const LINKS: readonly SocialLink[] = [
  { id: 'facebook', label: 'home.social.facebook', icon: <FacebookIcon /> },
  { id: 'instagram', label: 'home.social.instagram', icon: <InstagramIcon /> },
  { id: 'tiktok', label: 'home.social.tiktok', icon: <TikTokIcon /> },
];

/** Links to the restaurant's Facebook, Instagram and TikTok pages, as set in the settings. */
export function SocialMediaSection({ social }: { social: BusinessInfo['social'] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="home-social-title" className="border-y border-border bg-muted/60 py-14">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 md:flex-row md:items-center md:justify-between">
        <SectionHeading
          id="home-social-title"
          eyebrow={t('home.social.eyebrow')}
          title={t('home.social.title')}
          lead={t('home.social.lead')}
          align="start"
        />
        <ul className="grid gap-3 sm:grid-cols-3 md:w-auto md:shrink-0">
          {LINKS.map((link) => (
            <li key={link.id}>
              <a
                href={social[link.id]}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-12 items-center justify-center gap-2.5 rounded-full border border-border bg-card px-5 font-semibold shadow-[var(--shadow-card)] transition-colors hover:border-primary hover:text-primary"
              >
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  {link.icon}
                </span>
                {t(link.label)}
                <span className="sr-only"> {t('home.social.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default SocialMediaSection;
