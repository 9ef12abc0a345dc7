import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { ChevronIcon, TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useContentGuard } from '../guard';

interface ListItemActionsProps {
  /** How the item is named to a screen reader ("Photo 2"). */
  item: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** Up, Down and Remove for one row of a draft list: real buttons, each naming the row it acts on. */
export function ListItemActions({ item, index, count, onMove, onRemove }: ListItemActionsProps) {
  const { t } = useAdminI18n();
  const manage = useContentGuard();
  return (
    <div className="flex flex-wrap gap-2" data-row-actions>
      <GuardedActionButton
        variant="secondary"
        manage={manage}
        disabled={index === 0}
        data-move="up"
        aria-label={t('admin.content.moveUpLabel', { item })}
        onClick={() => onMove(-1)}
      >
        <ChevronIcon open />
        {t('admin.content.moveUp')}
      </GuardedActionButton>
      <GuardedActionButton
        variant="secondary"
        manage={manage}
        disabled={index === count - 1}
        data-move="down"
        aria-label={t('admin.content.moveDownLabel', { item })}
        onClick={() => onMove(1)}
      >
        <ChevronIcon />
        {t('admin.content.moveDown')}
      </GuardedActionButton>
      <GuardedActionButton
        variant="ghostDanger"
        manage={manage}
        aria-label={t('admin.content.removeLabel', { item })}
        onClick={onRemove}
      >
        <TrashIcon />
        {t('admin.content.remove')}
      </GuardedActionButton>
    </div>
  );
}
