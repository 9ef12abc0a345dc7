import { Button } from '@/components/ui/button';
import { EyeIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import type { useGuard } from './admin-context';

type RowAction = 'view' | 'edit' | 'delete';

/** Viewing is open to every role; editing and deleting are guarded. */
const ACTIONS = [
  { action: 'view', variant: 'ghost', Icon: EyeIcon, guarded: false },
  { action: 'edit', variant: 'ghost', Icon: PencilIcon, guarded: true },
  { action: 'delete', variant: 'ghostDanger', Icon: TrashIcon, guarded: true },
] as const;

interface RowActionsProps {
  /** Each button's name, naming the row: "Edit reservation for Abebe Kebede". */
  labelOf: (action: RowAction) => string;
  /** From useGuard: edit and delete are shown disabled, with the reason, to a role that may not use them. */
  manage: ReturnType<typeof useGuard>;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The view, edit and delete icon buttons of a back-office list row, each with its action as a tooltip. */
export function RowActions({ labelOf, manage, onView, onEdit, onDelete }: RowActionsProps) {
  const { t } = useAdminI18n();
  const handlers: Record<RowAction, () => void> = { view: onView, edit: onEdit, delete: onDelete };
  return ACTIONS.map(({ action, variant, Icon, guarded }) => (
    <Button
      key={action}
      variant={variant}
      size="icon"
      aria-label={labelOf(action)}
      title={t(`admin.common.${action}`)}
      onClick={handlers[action]}
      // After the tooltip: a role that may not use the button is told why instead.
      {...(guarded && manage.guard)}
      disabled={guarded && !manage.allowed}
    >
      <Icon />
    </Button>
  ));
}
