import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocation } from 'wouter';
import type { NotificationDto, NotificationType } from '@shared/schemas/notifications';
import { adminSectionHref, type AdminSectionId } from '@/components/admin/admin-sections';
import { BellIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { activityText } from '@/lib/activity-text';
import { formatRelativeTime } from '@/lib/format-date';
import { useClearNotifications, useMarkNotificationRead, useNotifications } from '../api';
import { useAdminToasts } from '@/components/admin/admin-toasts';

/** Where a notification leads: the section that holds what it is about. */
const SECTION_OF: Record<NotificationType, AdminSectionId> = {
  reservation: 'reservations',
  catering: 'catering',
  'gift-card-request': 'gift-cards',
  mail: 'settings',
  'online-order': 'orders',
};

const item = 'flex w-full gap-3 rounded-lg px-3 py-2.5 text-left text-sm outline-none data-[highlighted]:bg-muted';

/** The header's bell: unread count, the latest events, mark read on open, Clear all. */
export function NotificationsMenu() {
  const { t, language } = useAdminI18n();
  const { failed } = useAdminToasts();
  const [, navigate] = useLocation();
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const clearAll = useClearNotifications();
  const unread = data?.unreadCount ?? 0;

  const open = (notification: NotificationDto) => {
    if (notification.unread) markRead.mutate(notification.id);
    navigate(adminSectionHref(SECTION_OF[notification.type]));
  };

  const clear = () =>
    clearAll.mutate(undefined, {
      onError: () => failed(t('admin.notifications.clearFailed')),
    });

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={
          unread > 0 ? t('admin.notifications.buttonUnread', { count: unread }) : t('admin.notifications.button')
        }
        className="relative inline-flex size-11 items-center justify-center rounded-full border border-border bg-card hover:bg-muted"
      >
        <BellIcon className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-bold leading-5 text-primary-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-40 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-border bg-card p-1 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <DropdownMenu.Label className="font-semibold">
              {t('admin.notifications.title')}
              {unread > 0 && (
                <span className="ml-2 text-sm font-normal text-muted-foreground">
                  {t('admin.notifications.unread', { count: unread })}
                </span>
              )}
            </DropdownMenu.Label>
            {data && data.items.length > 0 && (
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  clear();
                }}
                disabled={clearAll.isPending}
                className="min-h-9 rounded-full px-3 py-1.5 text-sm font-semibold text-primary outline-none data-[highlighted]:bg-muted"
              >
                {t('admin.notifications.clearAll')}
              </DropdownMenu.Item>
            )}
          </div>
          <DropdownMenu.Separator className="h-px bg-border" />
          <div className="max-h-[min(28rem,70dvh)] overflow-y-auto py-1">
            {isPending && <p className="px-3 py-4 text-sm text-muted-foreground">{t('admin.notifications.loading')}</p>}
            {isError && <p className="px-3 py-4 text-sm text-destructive">{t('admin.notifications.error')}</p>}
            {data && data.items.length === 0 && (
              <div className="px-3 py-6 text-center">
                <p className="font-semibold">{t('admin.notifications.empty')}</p>
                <p className="mt-1 text-sm text-muted-foreground">{t('admin.notifications.emptyHint')}</p>
              </div>
            )}
            {data?.items.map((notification) => {
              const text = activityText(notification.facts, notification, t, language);
              return (
                <DropdownMenu.Item key={notification.id} onSelect={() => open(notification)} className={item}>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2.5 shrink-0 rounded-full',
                      notification.unread ? 'bg-primary' : 'bg-transparent',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block', notification.unread && 'font-semibold')}>
                      {notification.unread && (
                        <span className="sr-only">{t('admin.notifications.unreadMarker')}: </span>
                      )}
                      {text.title}
                    </span>
                    <span className="block text-muted-foreground">{text.detail}</span>
                    <time dateTime={notification.time} className="block text-xs text-muted-foreground">
                      {formatRelativeTime(notification.time, language)}
                    </time>
                  </span>
                </DropdownMenu.Item>
              );
            })}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
