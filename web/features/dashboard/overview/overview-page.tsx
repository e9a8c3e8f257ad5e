import { Link } from 'react-router';
import type { DashboardData } from '../../../../shared/api-types.ts';
import { BlogPanelItem } from '../blog/blog-cards.tsx';
import { ContactTable } from '../contact/contact-table.tsx';
import { ActivityPanel } from '../shell/activity-panel.tsx';
import { StatCards } from './stat-cards.tsx';
import './overview.css';

const overviewBlogLimit = 5;

/** The four counts, the latest contact messages and blogs, and the latest changes, all from the guard's data. */
export function OverviewPage({ data }: { data: DashboardData }) {
  const { counts, latestContacts, latestBlogs } = data;
  const blogs = latestBlogs.slice(0, overviewBlogLimit);
  return (
    <div className="dash-page">
      <h1 className="dash-page__title">Overview</h1>
      <StatCards counts={counts} />
      <div className="split-layout dash-overview">
        <section className="dash-panel" aria-labelledby="overview-contact">
          <div className="dash-panel__header">
            <h2 id="overview-contact" className="dash-panel__title">
              Contact
            </h2>
            <Link to="/dashboard/contact?status=new" className="dash-new-count">
              {counts.newContacts ?? 0} new {counts.newContacts === 1 ? 'message' : 'messages'}
            </Link>
            <Link to="/dashboard/contact" className="dash-link" aria-describedby="overview-contact">
              View Details
            </Link>
          </div>
          {latestContacts.length ? (
            <ContactTable messages={latestContacts} caption="Latest contact messages" />
          ) : (
            <p className="dash-empty">No contact messages yet.</p>
          )}
        </section>
        <section className="dash-panel" aria-labelledby="overview-blog">
          <div className="dash-panel__header">
            <h2 id="overview-blog" className="dash-panel__title">
              My Blog
            </h2>
            <Link to="/dashboard/blog" className="dash-link" aria-describedby="overview-blog">
              View Details
            </Link>
          </div>
          {blogs.length ? (
            <ul className="dash-blog-rows">
              {blogs.map((blog) => (
                <BlogPanelItem key={blog._id} blog={blog} />
              ))}
            </ul>
          ) : (
            <p className="dash-empty">No blogs available</p>
          )}
        </section>
      </div>
      <ActivityPanel />
    </div>
  );
}
