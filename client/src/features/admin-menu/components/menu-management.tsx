import { useState } from 'react';
import type { MenuItemDto } from '@shared/schemas/menu';
import { useGuard } from '@/components/admin/admin-context';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon, TagsIcon } from '@/components/ui/icons';
import type { AdminMessageKey } from '@/i18n/admin';
import { useAdminI18n } from '@/lib/admin-i18n';
import {
  useAdminCategories,
  useAdminMenuItems,
  useDeleteMenuItem,
  usePendingSoldOut,
  usePendingToggles,
  useSetSoldOut,
  useToggleDish,
  type DishSwitch,
} from '../api';
import { categoryFilterOptions, filterByCategory, inDisabledCategory } from '../menu-admin';
import { CategoriesDialog } from './categories-dialog';
import { CategoryFilterRow } from './category-filter-row';
import { MenuItemCard } from './menu-item-card';
import { MenuItemDialog } from './menu-item-dialog';
import { useAdminToasts } from '@/components/admin/admin-toasts';

const NOTE_ID = 'menu-permission-note';

const SWITCH_TOASTS: Record<DishSwitch, { done: AdminMessageKey; failed: AdminMessageKey }> = {
  availability: { done: 'admin.menu.toast.availability', failed: 'admin.menu.toast.availabilityError' },
  featured: { done: 'admin.menu.toast.featured', failed: 'admin.menu.toast.featuredError' },
};

/** Menu Management: dishes by category, their quick switches, the dish and category dialogs. */
export function MenuManagement() {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const items = useAdminMenuItems();
  const categories = useAdminCategories();
  const manage = useGuard('menu.manage', NOTE_ID);
  const availability = useGuard('menu.availability', NOTE_ID);
  const switches = { availability: useToggleDish('availability'), featured: useToggleDish('featured') };
  const remove = useDeleteMenuItem();
  // Several dishes may be switched at once; each switch is busy only while its own change runs.
  const busyAvailability = usePendingToggles('availability');
  const busyFeatured = usePendingToggles('featured');
  const soldOut = useSetSoldOut();
  const busySoldOut = usePendingSoldOut();

  const [selected, setSelected] = useState<string | null>(null);
  const [editor, setEditor] = useState<{ open: boolean; item: MenuItemDto | null }>({ open: false, item: null });
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [deleting, setDeleting] = useState<MenuItemDto | null>(null);

  const all = items.data ?? [];
  const categoryList = categories.data ?? [];
  const options = categoryFilterOptions(all, categoryList);
  // A category that was deleted or renamed meanwhile falls back to All.
  const category = selected !== null && options.some((option) => option.name === selected) ? selected : null;
  const visible = filterByCategory(all, category);

  const openNew = () => setEditor({ open: true, item: null });

  const toggle = (which: DishSwitch, item: MenuItemDto) =>
    switches[which].mutate(item.id, {
      onSuccess: () => succeeded(t(SWITCH_TOASTS[which].done)),
      onError: () => failed(t(SWITCH_TOASTS[which].failed)),
    });

  const toggleSoldOut = (item: MenuItemDto) =>
    soldOut.mutate(
      { id: item.id, soldOut: !item.soldOut },
      {
        onSuccess: () => succeeded(t(item.soldOut ? 'admin.menu.toast.soldOutCleared' : 'admin.menu.toast.soldOut')),
        onError: () => failed(t('admin.menu.toast.soldOutError')),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => succeeded(t('admin.menu.toast.deleted')),
      onError: () => failed(t('admin.menu.toast.deleteError')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <PermissionNote permission="menu.manage" id={NOTE_ID} />

      <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center sm:justify-end">
        <Button variant="secondary" onClick={() => setCategoriesOpen(true)}>
          <TagsIcon />
          {t('admin.menu.manageCategories')}
        </Button>
        <Button className="max-sm:order-first" onClick={openNew} {...manage.guard}>
          <PlusIcon />
          {t('admin.menu.addItem')}
        </Button>
      </div>

      {items.isPending ? (
        <ListLoading label={t('admin.menu.loading')} />
      ) : items.isError ? (
        <ListLoadError onRetry={() => void items.refetch()} retrying={items.isFetching} />
      ) : (
        <section aria-labelledby="menu-items-title" className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <h2 id="menu-items-title" className="sr-only">
            {t('admin.menu.itemsTitle')}
          </h2>
          <CategoryFilterRow total={all.length} options={options} selected={category} onSelect={setSelected} />

          {visible.length === 0 ? (
            <EmptyState
              title={t('admin.menu.empty.title')}
              description={category === null ? t('admin.menu.empty.all') : t('admin.menu.empty.category', { category })}
              action={
                <Button onClick={openNew} {...manage.guard}>
                  <PlusIcon />
                  {t('admin.menu.empty.add')}
                </Button>
              }
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {visible.map((item) => (
                <li key={item.id} className="grid">
                  <MenuItemCard
                    item={item}
                    categoryOff={inDisabledCategory(item, categoryList)}
                    manageGuard={manage.guard}
                    canManage={manage.allowed}
                    availabilityGuard={availability.guard}
                    canToggleAvailability={availability.allowed}
                    availabilityPending={busyAvailability.includes(item.id)}
                    featuredPending={busyFeatured.includes(item.id)}
                    soldOutPending={busySoldOut.includes(item.id)}
                    onToggleAvailability={() => toggle('availability', item)}
                    onToggleSoldOut={() => toggleSoldOut(item)}
                    onToggleFeatured={() => toggle('featured', item)}
                    onEdit={() => setEditor({ open: true, item })}
                    onDelete={() => setDeleting(item)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <MenuItemDialog
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        item={editor.item}
        defaultCategory={category}
        categories={categoryList}
        guard={manage.guard}
        allowed={manage.allowed}
      />
      <CategoriesDialog
        open={categoriesOpen}
        onOpenChange={setCategoriesOpen}
        guard={manage.guard}
        allowed={manage.allowed}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={t('admin.menu.delete.description', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
