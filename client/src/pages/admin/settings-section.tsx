import { SettingsBoard } from '@/features/admin-settings/components/settings-board';

/** /admin?tab=settings: the restaurant's status, hours, booking slots, switches, details and email outbox. */
export function SettingsSection() {
  return <SettingsBoard />;
}
