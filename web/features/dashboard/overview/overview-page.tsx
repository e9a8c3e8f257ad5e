import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContactMessage, DashboardData } from '../../../../shared/api-types.ts';
import { ActivityPanel } from '../shell/activity-panel.tsx';
import { LatestPostRow } from './latest-post-row.tsx';
import { LaunchChecklist, type LaunchChecklistItem } from './launch-checklist.tsx';
import { StatCards } from './stat-cards.tsx';
import './overview.css';

const overviewBlogLimit = 5;

/**
 * The latest messages are drawn by the contact feature's table, and a feature imports no
 * other, so the route that composes the screen hands it in.
 */
type MessageTable = (messages: readonly ContactMessage[]) => ReactNode;

/**
 * The launch checklist (what still holds a placeholder), then the four counts, the latest
 * contact messages and blogs, and the latest changes, all from the guard's data.
 */
export function OverviewPage({
  data,
  messageTable,
  launchChecklist,
}: {
  data: DashboardData;
  messageTable: MessageTable;
  launchChecklist: readonly LaunchChecklistItem[];
}) {
  const { counts, latestContacts, latestBlogs } = data;
  const blogs = latestBlogs.slice(0, overviewBlogLimit);
  return (
    <div className="dash-page">
      <h1 className="dash-page__title">Overview</h1>
      <LaunchChecklist items={launchChecklist} />
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
            messageTable(latestContacts)
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
                <LatestPostRow key={blog._id} blog={blog} />
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
