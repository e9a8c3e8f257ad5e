import { useCallback, useState } from 'react';
import type { Blog } from '../../../shared/api-types.ts';
import { BlogGridCard } from './blog-cards.tsx';
import { BlogForm } from './blog-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { dashboardApi } from './dashboard-api.ts';
import { useNotify } from './notices.tsx';
import { Spinner } from './spinner.tsx';
import { useLoadedList } from './use-loaded-list.ts';

type FormState = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; blog: Blog };

/** The blog manager: 'Upload Blog', the 'Blog Posts' grid, edit and delete. */
export function BlogsPage() {
  const notify = useNotify();
  const load = useCallback((signal: AbortSignal) => dashboardApi.blogs(signal), []);
  const { items: blogs, loading, reload } = useLoadedList<Blog>(load, 'blogs');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const closeForm = () => setForm({ mode: 'closed' });

  async function deleteBlog(blog: Blog) {
    try {
      await dashboardApi.deleteBlog(blog._id);
      notify('success', 'Blog deleted.');
      setDeleting(null);
      closeForm();
      reload();
    } catch (error) {
      console.error('Deleting the blog failed:', error);
      notify('error', 'Could not delete the blog.');
    }
  }

  return (
    <div className="dash-page">
      <div className="dash-page__header">
        <h1 className="dash-page__title">Blog</h1>
        <button
          type="button"
          className="dash-button dash-button--primary"
          onClick={() => setForm({ mode: 'new' })}
        >
          Upload Blog
        </button>
      </div>
      <section aria-labelledby="blog-posts-title">
        <h2 id="blog-posts-title" className="dash-section-title">
          Blog Posts
        </h2>
        {loading && blogs.length === 0 ? (
          <Spinner />
        ) : blogs.length === 0 ? (
          <p className="dash-empty">No blogs available</p>
        ) : (
          <ul className="dash-grid dash-grid--blogs">
            {blogs.map((blog) => (
              <BlogGridCard
                key={blog._id}
                blog={blog}
                onEdit={(chosen) => setForm({ mode: 'edit', blog: chosen })}
              />
            ))}
          </ul>
        )}
      </section>
      {form.mode !== 'closed' && (
        <BlogForm
          key={form.mode === 'edit' ? form.blog._id : 'new'}
          blog={form.mode === 'edit' ? form.blog : undefined}
          onClose={closeForm}
          onSaved={() => {
            closeForm();
            reload();
          }}
          onDeleteRequest={setDeleting}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete blog"
          confirmLabel="Delete"
          onConfirm={() => deleteBlog(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            Delete the blog <strong>{deleting.title}</strong>? It disappears from the website. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
