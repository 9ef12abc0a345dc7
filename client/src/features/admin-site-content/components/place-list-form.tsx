import type { ComponentType, FormEvent, ReactNode } from 'react';
import { AdminPanel } from '@/components/admin/admin-panel';
import type { useAdminForm } from '@/components/admin/use-admin-form';
import { Badge } from '@/components/ui/badge';
import { MessageText } from '@/components/ui/message-text';
import { useAdminI18n } from '@/lib/admin-i18n';
import type { DraftList } from '../use-draft-list';
import { DraftSaveBar } from './draft-save-bar';
import { ListItemActions } from './list-item-actions';

/** What a place's list gives each of its draft cards. */
export interface DraftCardProps<T> {
  draft: T;
  index: number;
  /** The form's errors by path ("photos.0.alt"). */
  errors: Record<string, string>;
  onChange: (change: Partial<T>) => void;
  /** The card's Up, Down and Remove, naming it aloud as `item` ("Photo 2"). */
  actions: (item: string) => ReactNode;
}

interface PlaceListFormProps<T extends { key: string }> {
  /** The panel's id: the form is `<id>-form`, and `<id>-add` (in `addArea`) takes the focus after a removal. */
  id: string;
  title: string;
  description: string;
  max: number;
  list: DraftList<T>;
  form: ReturnType<typeof useAdminForm>;
  /** The message about the list as a whole (too many items, say). */
  error?: string;
  empty: string;
  card: ComponentType<DraftCardProps<T>>;
  addArea: ReactNode;
  /** Shown after the add area (a preview). */
  after?: ReactNode;
  changed: boolean;
  pending: boolean;
  /** An upload still running: Save waits for it. */
  busy?: boolean;
  onUndo: () => void;
  onSubmit: (event: FormEvent) => void;
}

/** One place's draft list as a form: its count, its cards in order, an add area and Save. */
export function PlaceListForm<T extends { key: string }>({
  id,
  title,
  description,
  max,
  list,
  form,
  error,
  empty,
  card: Card,
  addArea,
  after,
  changed,
  pending,
  busy,
  onUndo,
  onSubmit,
}: PlaceListFormProps<T>) {
  const { t } = useAdminI18n();
  const count = list.items.length;

  return (
    <AdminPanel id={id} title={title} description={description}>
      <form id={`${id}-form`} noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={count >= max ? 'info' : undefined}>{t('admin.content.count', { count, max })}</Badge>
          {changed && <Badge tone="warning">{t('admin.content.unsaved')}</Badge>}
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            <MessageText text={error} />
          </p>
        )}
        {count === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-muted/40 px-4 py-6 text-sm text-muted-foreground">
            {empty}
          </p>
        ) : (
          <ol className="grid gap-4" aria-label={title}>
            {list.items.map((draft, index) => (
              <Card
                key={draft.key}
                draft={draft}
                index={index}
                errors={form.errors}
                onChange={(change) => list.update(index, change)}
                actions={(item) => (
                  <ListItemActions
                    item={item}
                    index={index}
                    count={count}
                    onMove={(step) =>
                      list.move(index, step, (position) => t('admin.content.moved', { item, position, count }))
                    }
                    onRemove={() => {
                      list.remove(index, t('admin.content.removed', { item }));
                      form.setErrors({});
                      document.getElementById(`${id}-add`)?.focus();
                    }}
                  />
                )}
              />
            ))}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {list.announcement}
        </p>
        {addArea}
        {after}
        <DraftSaveBar changed={changed} pending={pending} busy={busy} onUndo={onUndo} />
      </form>
    </AdminPanel>
  );
}
