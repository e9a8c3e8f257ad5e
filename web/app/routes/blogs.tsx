import { useEffect } from 'react';
import type { Blog } from '../../../shared/api-types.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Spinner } from '../../components/spinner.tsx';
import { BlogCard } from '../../features/blog/blog-card.tsx';
import { useApiResource } from '../../features/data/use-api-resource.ts';
import '../../features/blog/blog.css';

export const meta = () =>
  pageMeta({
    title: 'Blog',
    description: 'News, care tips and stories from our workshop: harnesses, beds and everything pets need.',
    path: '/blog',
  });

export default function Blogs() {
  const resource = useApiResource<Blog[]>('/api/blogs');
  useEffect(() => {
    // The spec logs a failed fetch and shows the empty list.
    if (resource.status === 'failed') console.error('Error fetching blogs:', resource.error);
  }, [resource]);
  const blogs = resource.status === 'loaded' ? resource.data : [];
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>Our blog</h1>
        </div>
      </header>
      <section
        className="page-section container data-section"
        aria-label="Blog posts"
        aria-busy={resource.status === 'loading'}
      >
        {resource.status === 'loading' ? (
          <Spinner label="Loading blogs…" />
        ) : blogs.length === 0 ? (
          <p className="empty-state">No blogs available</p>
        ) : (
          <ul className="card-grid">
            {blogs.map((blog) => (
              <li key={blog._id}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
