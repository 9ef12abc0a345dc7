import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'wouter';
import type { LoadedPopupProps } from '@/components/ui/load-on-open';
import { useI18n } from '@/lib/i18n';
import type { NavGroup } from './nav-links';

/** One of the desktop bar's dropdowns, loaded the first time it opens (see site-header.tsx). */
export default function NavDropdown({ trigger, defaultOpen, group }: LoadedPopupProps & { group: NavGroup }) {
  const { t } = useI18n();
  const [location] = useLocation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-border bg-card p-1 shadow-lg"
        >
          {group.links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <Link
                href={link.href}
                aria-current={location === link.href ? 'page' : undefined}
                className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium outline-none data-[highlighted]:bg-muted aria-[current=page]:text-primary"
              >
                {t(link.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
