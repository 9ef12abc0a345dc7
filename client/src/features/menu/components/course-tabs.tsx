import { useRef, useState, type KeyboardEvent } from 'react';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { cn } from '@/lib/cn';
import { useMenuI18n } from '@/i18n/menu';
import { COURSE_TABS, inCourse, type CourseId } from '../course-tabs';
import type { OpenDish } from '../dish-dialog';
import { MenuListItem } from './menu-list-item';
import { MenuEmpty } from './menu-status';

interface CourseTabsProps {
  items: readonly PublicMenuItemDto[];
  onOpen: OpenDish;
}

/**
 * All Items, Appetizers, Main Courses, Desserts, Beverages as ARIA tabs: arrow keys move
 * between tabs (and show them), Home and End jump to the first and last.
 */
export function CourseTabs({ items, onOpen }: CourseTabsProps) {
  const { t } = useMenuI18n();
  const [active, setActive] = useState<CourseId>('all');
  const tabRefs = useRef(new Map<CourseId, HTMLButtonElement>());
  const activeTab = COURSE_TABS.find((tab) => tab.id === active) ?? COURSE_TABS[0]!;
  const shown = items.filter((item) => inCourse(item.category, active));

  const select = (id: CourseId) => {
    setActive(id);
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = COURSE_TABS.findIndex((tab) => tab.id === active);
    const last = COURSE_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(COURSE_TABS[next]!.id);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('menu.tabs.label')}
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]"
      >
        {COURSE_TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`menu-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={selected ? `menu-panel-${tab.id}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={cn(
                'min-h-11 shrink-0 rounded-full border px-5 text-sm font-semibold whitespace-nowrap transition-colors',
                selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-foreground hover:border-primary hover:text-primary',
              )}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`menu-panel-${active}`}
        aria-labelledby={`menu-tab-${active}`}
        tabIndex={0}
        className="mt-6 rounded-lg"
      >
        <h2 className="text-3xl font-semibold">{t(activeTab.label)}</h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t(activeTab.description)}</p>
        <div className="mt-6">
          {shown.length === 0 ? (
            <MenuEmpty message={items.length === 0 ? t('menu.empty.all') : t('menu.tabs.empty')} />
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {shown.map((item) => (
                <MenuListItem key={item.id} item={item} onOpen={onOpen} />
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
