import { lazy, Suspense, useState } from 'react';
import type { Category } from '../../../../shared/api-types.ts';
import { CataloguePhoto } from '../../../components/catalogue-photo.tsx';
import { DeleteDialog } from '../ui/confirm-dialog.tsx';
import { DialogLoading } from '../ui/dialog-loading.tsx';
import { deleteFields } from '../ui/form-fields.ts';
import { ItemButton } from '../ui/item-button.tsx';
import { NewItemButton, PageHeader } from '../ui/page-header.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { categoriesPath, categoryDialogTitle } from './category-actions.ts';
import './categories.css';

// The dialog, with its checks and the photo's upload, loads when it first opens (issue 37).
const CategoryDialog = lazy(() =>
  import('./category-dialog.tsx').then((module) => ({ default: module.CategoryDialog })),
);

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; category: Category };

/** The ids in order with the one at `index` moved one place by `step` (-1 up, 1 down). */
function movedOrder(categories: readonly Category[], index: number, step: -1 | 1): string[] {
  const ids = categories.map((category) => category._id);
  [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
  return ids;
}

/**
 * The Categories screen: the categories in their order (the site's tiles and filters), each
 * with its tile, slug and number of products; add, edit (name, slug, tile), move up or down,
 * and delete, which the API refuses while the category still has products (its message is
 * the notice).
 */
export function CategoriesPage({ categories }: { categories: Category[] }) {
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Category>();
  const mover = useActionFetcher();
  const deleter = useActionFetcher(() => setDeleting(undefined));
  const moving = mover.state !== 'idle';

  function move(index: number, step: -1 | 1) {
    // Not disabled while a move is saved, so the focused button keeps the focus; a second click waits.
    if (moving) return;
    const ids = movedOrder(categories, index, step);
    const order = new URLSearchParams([['intent', 'order'], ...ids.map((id) => ['ids', id])]);
    mover.submit(order, { method: 'post', action: categoriesPath });
  }

  return (
    <div className="dash-page">
      <PageHeader title="Categories">
        <NewItemButton onClick={() => setEditing({ mode: 'new' })}>Add category</NewItemButton>
      </PageHeader>
      {categories.length === 0 ? (
        <p className="dash-empty">No categories yet. Add the first one.</p>
      ) : (
        <ol className="dash-category-list" aria-busy={moving || undefined}>
          {categories.map((category, index) => (
            <li key={category._id} className="dash-card dash-category-row">
              <CataloguePhoto
                photo={category.image}
                sizes="64px"
                className="dash-category-row__tile"
                square
              />
              <div className="dash-category-row__text">
                <span className="dash-category-row__name">{category.name}</span>
                <span className="dash-category-row__meta">
                  {category.slug} · {category.productCount}{' '}
                  {category.productCount === 1 ? 'product' : 'products'}
                </span>
              </div>
              <div className="dash-category-row__actions">
                <button
                  type="button"
                  className="dash-button dash-button--small dash-button--secondary"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={`Move ${category.name} up`}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="dash-button dash-button--small dash-button--secondary"
                  onClick={() => move(index, 1)}
                  disabled={index === categories.length - 1}
                  aria-label={`Move ${category.name} down`}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <ItemButton
                  action="Edit"
                  item={category.name}
                  onClick={() => setEditing({ mode: 'edit', category })}
                />
                <ItemButton
                  action="Delete"
                  item={category.name}
                  onClick={() => setDeleting(category)}
                  danger
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing.mode !== 'closed' && (
        <Suspense
          fallback={
            <DialogLoading
              title={categoryDialogTitle(editing.mode === 'edit' ? editing.category : undefined)}
              onClose={() => setEditing({ mode: 'closed' })}
            />
          }
        >
          <CategoryDialog
            category={editing.mode === 'edit' ? editing.category : undefined}
            onClose={() => setEditing({ mode: 'closed' })}
          />
        </Suspense>
      )}
      {deleting && (
        <DeleteDialog
          title={`Delete ${deleting.name}?`}
          fetcher={deleter}
          fields={deleteFields(deleting)}
          action={categoriesPath}
          onClose={() => setDeleting(undefined)}
        >
          <p>
            {deleting.productCount > 0
              ? `${deleting.name} still has products; it can be deleted once they are moved or deleted.`
              : `${deleting.name} will no longer be a tile or filter on the site.`}
          </p>
        </DeleteDialog>
      )}
    </div>
  );
}
