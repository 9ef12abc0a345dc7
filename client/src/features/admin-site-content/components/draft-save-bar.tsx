import { Button } from '@/components/ui/button';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useContentGuard } from '../guard';

interface DraftSaveBarProps {
  changed: boolean;
  pending: boolean;
  /** An upload still running: Save waits for it. */
  busy?: boolean;
  onUndo: () => void;
}

/** Save (the form's submit) and Undo changes, at the end of a draft list's form. */
export function DraftSaveBar({ changed, pending, busy = false, onUndo }: DraftSaveBarProps) {
  const { t } = useAdminI18n();
  const manage = useContentGuard();
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
      {changed && manage.allowed && (
        <Button type="button" variant="ghost" onClick={onUndo} disabled={pending}>
          {t('admin.content.undo')}
        </Button>
      )}
      <GuardedActionButton type="submit" size="md" manage={manage} disabled={pending || busy || !changed}>
        {pending ? t('admin.content.saving') : t('admin.content.save')}
      </GuardedActionButton>
    </div>
  );
}
