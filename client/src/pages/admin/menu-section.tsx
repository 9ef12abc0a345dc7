import { MenuManagement } from '@/features/admin-menu/components/menu-management';

/** /admin?tab=menu: the dishes, their categories and images. */
export function MenuSection() {
  return <MenuManagement />;
}
