import { AdminUsersBoard } from '@/features/admin-users/components/admin-users-board';

/** /admin?tab=users: the admin accounts. */
export function UsersSection() {
  return <AdminUsersBoard />;
}
