import { usePreloadMessages } from '@/lib/messages';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { AdminBrandLink } from '@/components/admin/admin-brand-link';
import { ADMIN_SECTIONS, adminSectionHref, type AdminSectionId } from '@/components/admin/admin-sections';
import { Button, buttonVariants } from '@/components/ui/button';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { LanguagePicker } from '@/components/layout/language-picker';
import type { SignedInAdmin } from '@/features/admin-auth/api';
import { LogoutButton } from '@/features/admin-auth/components/logout-button';
import { useAccountLanguage } from '@/features/admin-auth/use-account-language';
import { NotificationsMenu } from '@/features/admin-notifications/components/notifications-menu';
import { can } from '@shared/permissions';
import { cn } from '@/lib/cn';
import { useAdminI18n } from '@/lib/admin-i18n';

interface AdminShellProps {
  admin: SignedInAdmin;
  current: AdminSectionId;
  children: ReactNode;
}

/** Sidebar with the sections the role may see, a header naming the section with the language picker, the signed-in admin and Logout. */
export function AdminShell({ admin, current, children }: AdminShellProps) {
  const { t } = useAdminI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  useAccountLanguage(admin);
  // Every section can answer a refusal; its words are fetched before one is shown.
  usePreloadMessages();
  const section = ADMIN_SECTIONS.find((entry) => entry.id === current)!;

  return (
    <div className="min-h-dvh bg-muted/50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="border-b border-border bg-card lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:border-b-0 lg:border-r">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <AdminBrandLink href="/admin" size="small" />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-sections"
            aria-label={menuOpen ? t('admin.shell.closeSections') : t('admin.shell.openSections')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Button>
        </div>
        <nav
          id="admin-sections"
          aria-label={t('admin.shell.sections')}
          className={cn('px-2 pb-3 lg:block lg:flex-1 lg:overflow-y-auto', !menuOpen && 'max-lg:hidden')}
        >
          <ul className="grid gap-0.5">
            {ADMIN_SECTIONS.filter((entry) => !('permission' in entry) || can(admin.role, entry.permission)).map(
              (entry) => (
                <li key={entry.id}>
                  <Link
                    href={adminSectionHref(entry.id)}
                    aria-current={entry.id === current ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                    className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-muted aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
                  >
                    {t(entry.label)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={cn('grid gap-2 border-t border-border p-4', !menuOpen && 'max-lg:hidden')}>
          {/* A long username breaks, and the role badge wraps under it, inside the sidebar. */}
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="min-w-0 break-all font-semibold">{admin.username}</span>
            <span className="whitespace-nowrap rounded-full bg-muted px-2 py-0.5 text-xs font-semibold capitalize">
              {t(`admin.role.${admin.role}`)}
            </span>
          </p>
          <a
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {t('admin.shell.viewSite')}
          </a>
          <LogoutButton />
        </div>
      </aside>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-card px-4 py-4 sm:px-6">
          <div>
            <h1 className="text-2xl font-semibold">{t('title' in section ? section.title : section.label)}</h1>
            <p className="text-sm text-muted-foreground">{t(section.description)}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-3 py-1 text-xs font-bold text-success">
              <span aria-hidden="true" className="size-2 rounded-full bg-current" />
              {t('admin.shell.systemOnline')}
            </span>
            <NotificationsMenu />
            <LanguagePicker />
          </div>
        </header>
        <main id="main" className="p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
