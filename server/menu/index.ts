export { categoriesRouter } from './categories-routes';
export { readPublicCategories } from './categories';
export { menuItemsRouter } from './menu-items-routes';
export { readFeaturedDishes, readPublicMenu } from './menu';
export { clearPastSoldOutMarks, registerMenuJobs } from './sold-out';
export { insertOptions } from './menu-options';
