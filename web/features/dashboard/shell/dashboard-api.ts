/**
 * Every API call the dashboard makes. Each names its route of shared/routes.ts (method and
 * path come from there, answers are typed by shared/api-types.ts); `callApi` encodes the ids.
 */
import type { BlogSummary, ContactStatus, Page } from '../../../../shared/api-types.ts';
import type { LoginInput } from '../../../../shared/validation.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { BlogFormValues } from '../blog/blog-form-values.ts';

/** What the blog form sends: its fields, and the key of an uploaded image ('' for none). */
export interface BlogSubmission extends BlogFormValues {
  image: string;
}

/** Blogs per page of the blog manager. */
export const blogPageSize = 20;

/** `GET /api/blogs?limit=&cursor=`: a page of summaries (a plain list from a server without paging). */
async function blogPage(cursor?: string, signal?: AbortSignal): Promise<Page<BlogSummary>> {
  const query = new URLSearchParams({ limit: String(blogPageSize) });
  if (cursor) query.set('cursor', cursor);
  const body = await callApi('blogs-list', { query, signal, cache: 'no-store' });
  return Array.isArray(body) ? { items: body } : body;
}

export const dashboardApi = {
  dashboardData: (signal?: AbortSignal) => callApi('dashboard-data', { signal }),
  login: (input: LoginInput) => callApi('admin-login', { body: input }),
  logout: () => callApi('admin-logout'),

  countries: (signal?: AbortSignal) => callApi('countries-list', { signal }),
  addCountry: (name: string) => callApi('country-create', { body: { name } }),
  renameCountry: (id: string, name: string) =>
    callApi('country-update', { parameters: { id }, body: { name } }),
  deleteCountry: (id: string) => callApi('country-delete', { parameters: { id } }),

  states: (countryId: string, signal?: AbortSignal) =>
    callApi('states-list', { parameters: { countryId }, signal }),
  addState: (name: string, country: string) => callApi('state-create', { body: { name, country } }),
  renameState: (id: string, name: string) => callApi('state-update', { parameters: { id }, body: { name } }),
  deleteState: (id: string) => callApi('state-delete', { parameters: { id } }),

  districts: (stateId: string, signal?: AbortSignal) =>
    callApi('districts-list', { parameters: { stateId }, signal }),
  addDistrict: (name: string, state: string) => callApi('district-create', { body: { name, state } }),
  renameDistrict: (id: string, name: string) =>
    callApi('district-update', { parameters: { id }, body: { name } }),
  deleteDistrict: (id: string) => callApi('district-delete', { parameters: { id } }),

  blogPage,
  blog: (id: string, signal?: AbortSignal) =>
    callApi('blog-get', { parameters: { id }, signal, cache: 'no-store' }),
  createBlog: (blog: BlogSubmission) => callApi('blog-create', { body: blog }),
  updateBlog: (id: string, blog: BlogSubmission) =>
    callApi('blog-update', { parameters: { id }, body: blog }),
  deleteBlog: (id: string) => callApi('blog-delete', { parameters: { id } }),
  uploadTicket: (contentType: string, size: number) =>
    callApi('upload-create', { body: { contentType, size } }),

  deleteContact: (id: string) => callApi('contact-delete', { parameters: { id } }),
  contact: (id: string, signal?: AbortSignal) => callApi('contact-get', { parameters: { id }, signal }),
  setContactStatus: (id: string, status: ContactStatus) =>
    callApi('contact-status', { parameters: { id }, body: { status } }),

  // Accounts (issue 13)
  forgotPassword: (email: string) => callApi('password-forgot', { body: { email } }),
  /** A reset or invitation link's token and the chosen password; signs this browser in. */
  setPassword: (token: string, password: string) => callApi('password-reset', { body: { token, password } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    callApi('password-change', { body: { currentPassword, newPassword } }),
  sessions: (signal?: AbortSignal) => callApi('sessions-list', { signal }),
  endSession: (id: string) => callApi('session-end', { parameters: { id } }),
  endAllSessions: () => callApi('sessions-end-all'),
  admins: (signal?: AbortSignal) => callApi('admins-list', { signal }),
  inviteAdmin: (email: string, currentPassword: string) =>
    callApi('admin-invite', { body: { email, currentPassword } }),
  removeAdmin: (email: string, currentPassword: string) =>
    callApi('admin-remove', { parameters: { email }, body: { currentPassword } }),
  activity: (signal?: AbortSignal) => callApi('activity-list', { signal }),
};

/** Where a stored image key is served on this origin. */
export const uploadedImageUrl = (key: string): string => (key ? `/${key.replace(/^\/+/, '')}` : '');
