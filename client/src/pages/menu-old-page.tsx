import { useCallback, useState } from 'react';
import { usePageMeta } from '@/components/seo/page-meta';
import { useMenuItems } from '@/features/menu/api';
import { useDishDialog } from '@/features/menu/dish-dialog';
import { CourseTabs } from '@/features/menu/components/course-tabs';
import { MenuCallToAction } from '@/features/menu/components/menu-call-to-action';
import { MenuHero } from '@/features/menu/components/menu-hero';
import { MenuItemDialog } from '@/features/menu/components/menu-item-dialog';
import { MenuPrintSheet } from '@/features/menu/components/menu-print-sheet';
import { MenuError, MenuLoading } from '@/features/menu/components/menu-status';
import { PrintMenuButton } from '@/features/menu/components/print-menu-button';
import '@/features/menu/menu-print.css';
import { useMenuI18n } from '@/i18n/menu';

/** /menu-old (version A): the menu by course in tabs, a detail dialog and the printable menu. */
export default function MenuOldPage() {
  const { t } = useMenuI18n();
  usePageMeta(t('menu.old.meta.title'), t('menu.old.meta.description'));
  const items = useMenuItems();
  const dish = useDishDialog();
  const [printRequested, setPrintRequested] = useState(false);
  const printDone = useCallback(() => setPrintRequested(false), []);

  return (
    <>
      <MenuHero title={t('page.menuOld.title')} lead={t('page.menuOld.lead')}>
        <PrintMenuButton onClick={() => setPrintRequested(true)} preparing={printRequested} />
      </MenuHero>
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:pt-14">
        {items.isPending ? (
          <MenuLoading />
        ) : items.isError ? (
          <MenuError onRetry={() => void items.refetch()} />
        ) : (
          <CourseTabs items={items.data} onOpen={dish.open} />
        )}
      </div>
      <MenuCallToAction />
      <MenuItemDialog item={dish.selected} onClose={dish.close} onCloseAutoFocus={dish.onCloseAutoFocus} />
      <MenuPrintSheet requested={printRequested} onDone={printDone} />
    </>
  );
}
