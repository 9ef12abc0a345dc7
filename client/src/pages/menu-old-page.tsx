import { usePageMeta } from '@/components/seo/page-meta';
import { useMenuItems } from '@/features/menu/api';
import { CourseTabs } from '@/features/menu/components/course-tabs';
import { MenuItemDialogOnDemand } from '@/features/menu/components/menu-item-dialog-on-demand';
import { MenuPageFrame } from '@/features/menu/components/menu-page-frame';
import { MenuError, MenuLoading } from '@/features/menu/components/menu-status';
import { useDishDialog } from '@/features/menu/dish-dialog';
import { useMenuI18n } from '@/i18n/menu';

/** /menu-old (version A): the menu by course in tabs, a detail dialog and the printable menu. */
export default function MenuOldPage() {
  const { t } = useMenuI18n();
  usePageMeta(t('menu.old.meta.title'), t('menu.old.meta.description'));
  const items = useMenuItems();
  const dish = useDishDialog();

  return (
    <MenuPageFrame title={t('page.menuOld.title')} lead={t('page.menuOld.lead')}>
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:pt-14">
        {items.isPending ? (
          <MenuLoading />
        ) : items.isError ? (
          <MenuError onRetry={() => void items.refetch()} />
        ) : (
          <CourseTabs items={items.data} onOpen={dish.open} />
        )}
      </div>
      <MenuItemDialogOnDemand item={dish.selected} onClose={dish.close} onCloseAutoFocus={dish.onCloseAutoFocus} />
    </MenuPageFrame>
  );
}
