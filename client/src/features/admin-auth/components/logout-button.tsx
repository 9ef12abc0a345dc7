import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';
import { useLogout } from '../api';

/** Ends the session and returns to the login page; says so when the server could not be reached. */
export function LogoutButton() {
  const { t } = useAdminI18n();
  const [, navigate] = useLocation();
  const logout = useLogout();

  const signOut = async () => {
    try {
      await logout.mutateAsync();
      navigate('/admin/login');
    } catch {
      toast({ title: t('admin.logout.errorTitle'), description: t('admin.logout.errorBody'), variant: 'destructive' });
    }
  };

  return (
    <Button variant="ghost" size="sm" onClick={signOut} disabled={logout.isPending}>
      {t('admin.shell.logout')}
    </Button>
  );
}
