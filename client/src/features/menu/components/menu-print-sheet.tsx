import { useEffect } from 'react';
import { formatAddress } from '@shared/business-info';
import type { DishText } from '@shared/dish-text';
import { formatMoney } from '@/lib/format';
import { useSiteInfo } from '@/lib/site-info';
import { toast } from '@/lib/toast';
import { useMenuI18n } from '@/i18n/menu';
import { useDishText } from '@/lib/dish-text';
import { latinTextLang } from '@/lib/text-lang';
import { useCategories, useMenuItems } from '../api';
import { groupByCategory } from '../menu-filters';
import '../menu-print.css';

interface MenuPrintSheetProps {
  /** Set by the Download Full Menu PDF button; the sheet prints once the whole menu is here. */
  requested: boolean;
  onDone: () => void;
}

/**
 * The printable menu: hidden on screen, it is the only thing on paper (see menu-print.css).
 * It always lists the full, unfiltered menu, grouped by category in the server's order, with
 * the business name, address and phone from the settings.
 */
export function MenuPrintSheet({ requested, onDone }: MenuPrintSheetProps) {
  const { t, language } = useMenuI18n();
  const textOf = useDishText();
  const items = useMenuItems();
  const categories = useCategories();
  const site = useSiteInfo();
  const business = site.data?.business;
  const groups = groupByCategory(items.data ?? [], categories.data ?? []);
  const siteSettled = !site.isPending;

  useEffect(() => {
    if (!requested) return;
    if (items.isError) {
      toast({ title: t('menu.error'), variant: 'destructive' });
      onDone();
      return;
    }
    // Wait for the whole list (and the business details for the letterhead) to be rendered.
    if (!items.isSuccess || !siteSettled || categories.isPending) return;
    window.print();
    onDone();
  }, [requested, items.isError, items.isSuccess, siteSettled, categories.isPending, onDone, t]);

  return (
    <div className="menu-print-sheet" data-testid="menu-print-sheet">
      <header className="menu-print-sheet__header">
        {business && (
          <p lang={latinTextLang(business.name, language)} className="menu-print-sheet__name">
            {business.name}
          </p>
        )}
        <p className="menu-print-sheet__title">{t('menu.sheet.title')}</p>
        {business && (
          <p className="menu-print-sheet__contact">
            <span lang={latinTextLang(business.address.street, language)}>{formatAddress(business.address)}</span> ·{' '}
            {business.phone}
          </p>
        )}
      </header>
      <div className="menu-print-sheet__columns">
        {groups.map((group) => (
          <section key={group.category} className="menu-print-sheet__category">
            <CategoryHeading text={textOf(group.items[0]!)} />
            <ul>
              {group.items.map((item) => {
                const text = textOf(item);
                return (
                  <li key={item.id}>
                    <p className="menu-print-sheet__line">
                      <span lang={text.lang.name} className="menu-print-sheet__dish">
                        {text.name}
                      </span>
                      <span className="menu-print-sheet__dots" aria-hidden="true" />
                      <span className="menu-print-sheet__price">{formatMoney(item.price, language)}</span>
                    </p>
                    <p lang={text.lang.description} className="menu-print-sheet__description">
                      {text.description}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <p className="menu-print-sheet__note">{t('menu.sheet.note')}</p>
    </div>
  );
}

function CategoryHeading({ text }: { text: DishText }) {
  return <h2 lang={text.lang.category}>{text.category}</h2>;
}
