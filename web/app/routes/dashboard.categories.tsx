import { CategoriesPage } from '../../features/dashboard/categories/categories-page.tsx';
import { categoryAction, loadCategories } from '../../features/dashboard/categories/category-actions.ts';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.categories';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute('Categories', 'the categories');

/** Every category in order, with all its products counted (`GET /api/admin/categories`). */
export const clientLoader = loadCategories;

/** Add, edit, reorder and delete a category. */
export const clientAction = categoryAction;

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData} />;
}
