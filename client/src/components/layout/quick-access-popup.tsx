import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'wouter';
import { telHref } from '@shared/business-info';
import type { MessageKey } from '@/i18n/en';
import type { LoadedPopupProps } from '@/components/ui/load-on-open';
import { useSiteInfo } from '@/lib/site-info';
import { useI18n } from '@/lib/i18n';
import { SOCIAL_NETWORKS } from './social-icons';

const LINKS: { href: string; label: MessageKey }[] = [
  { href: '/menu', label: 'nav.menu' },
  { href: '/order', label: 'nav.order' },
  { href: '/about', label: 'nav.about' },
  { href: '/hall-reservations', label: 'nav.hallReservation' },
  { href: '/contact', label: 'nav.contact' },
  { href: '/gift-card', label: 'nav.giftCard' },
];

const item =
  'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium outline-none data-[highlighted]:bg-muted';

/** The quick-access menu's list, loaded the first time it opens (see quick-access-menu.tsx). */
export default function QuickAccessPopup({ trigger, defaultOpen }: LoadedPopupProps) {
  const { t } = useI18n();
  const { data: site } = useSiteInfo();
  const business = site?.business;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={8}
          className="z-40 w-60 rounded-xl border border-border bg-card p-1 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-bold uppercase tracking-wider text-muted-foreground">
            {t('quickAccess.title')}
          </DropdownMenu.Label>
          {LINKS.map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <Link href={link.href} className={item}>
                {t(link.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          {business && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              {SOCIAL_NETWORKS.map(({ id, name, Icon }) => (
                <DropdownMenu.Item key={id} asChild>
                  <a href={business.social[id]} target="_blank" rel="noopener noreferrer" className={item}>
                    <Icon />
                    {name}
                  </a>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Item asChild>
                <a href={telHref(business.phone)} className={`${item} text-primary`}>
                  {t('quickAccess.call', { phone: business.phone })}
                </a>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
