import { useEffect, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { BlogSummary, Page, PublicationStatus } from '../../../../shared/api-types.ts';
import { blogDetailPath } from '../../../../shared/site-urls.ts';
import { IdlePrefetchPages } from '../../../components/idle-prefetch-pages.tsx';
import { StatusFilter } from '../publishing/status-filter.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { useNotify } from '../ui/notices.tsx';
import { NewItemButton, PageHeader } from '../ui/page-header.tsx';
import { useAppendedList } from '../ui/paging.ts';
import type { BlogDetailData } from './blog-actions.ts';
import { BlogGridCard } from './blog-cards.tsx';
import { useBlogDeletion } from './blog-deletion.tsx';
import { BlogFormDialog } from './blog-form-dialog.tsx';
import './blog.css';

/** What the route's loader answers for a page: the page itself. */
const pageOfBlogs = (page: Page<BlogSummary>) => page;

const statusFilterNames = ['status'] as const;

type FormState = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; id: string };

/**
 * The blog manager: 'Upload Blog', a Status filter (a GET form, so the URL holds it), the 'Blog
 * Posts' grid of summaries with their status, drafts too, a page at a time ('Load more'), edit
 * (the whole post is loaded from the detail route's clientLoader first) and delete.
 */
export function BlogsPage({
  firstPage,
  status,
}: {
  firstPage: Page<BlogSummary>;
  /** The list's status filter ('' for any). */
  status: '' | PublicationStatus;
}) {
  const notify = useNotify();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const post = useFetcher<BlogDetailData>();
  const list = useAppendedList(firstPage, pageOfBlogs);
  const closeForm = () => setForm({ mode: 'closed' });
  const deletion = useBlogDeletion((blog) => {
    list.remove(blog._id);
    closeForm();
  });

  const editing = form.mode === 'edit' ? form.id : undefined;
  const loaded = post.data?.id === editing ? post.data?.blog : undefined;
  const editedBlog = editing && loaded ? loaded : undefined;
  const opening = editing !== undefined && !editedBlog ? editing : undefined;

  // A post deleted meanwhile: say so instead of opening an empty form.
  useEffect(() => {
    if (!editing || post.state !== 'idle' || post.data?.id !== editing || post.data.blog !== null) return;
    notify('error', 'Blog data not available. Please go back and select a blog again.');
    setForm({ mode: 'closed' });
  }, [editing, post.state, post.data, notify]);

  function edit(blog: BlogSummary) {
    setForm({ mode: 'edit', id: blog._id });
    post.load(blogDetailPath(blog._id));
  }

  return (
    <div className="dash-page">
      <PageHeader title="Blog">
        <NewItemButton onClick={() => setForm({ mode: 'new' })}>Upload Blog</NewItemButton>
      </PageHeader>
      <section aria-labelledby="blog-posts-title">
        <h2 id="blog-posts-title" className="dash-section-title">
          Blog Posts
        </h2>
        <Form method="get" className="dash-list-filters" role="search" aria-label="Blog posts">
          <StatusFilter value={status} />
          <button type="submit" className="dash-button dash-button--secondary">
            Filter
          </button>
        </Form>
        {list.items.length === 0 ? (
          <p className="dash-empty">{status ? 'No posts with this status.' : 'No blogs available'}</p>
        ) : (
          <ul className="dash-grid dash-grid--blogs">
            {list.items.map((blog) => (
              <BlogGridCard key={blog._id} blog={blog} onEdit={edit} opening={opening === blog._id} />
            ))}
          </ul>
        )}
        {/* Every post's page has the same modules: the first one's fetches them for all. */}
        <IdlePrefetchPages pages={list.items.slice(0, 1).map((blog) => blogDetailPath(blog._id))} />
        <LoadMore list={list} keep={statusFilterNames} />
      </section>
      {(form.mode === 'new' || editedBlog) && (
        <BlogFormDialog
          key={editedBlog?._id ?? 'new'}
          blog={editedBlog}
          onClose={closeForm}
          onSaved={closeForm}
          onDeleteRequest={deletion.startDelete}
        />
      )}
      {deletion.dialog}
    </div>
  );
}
