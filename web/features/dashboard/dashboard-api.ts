/**
 * Every API call the dashboard makes, typed with the shared response shapes. Paths are
 * the ones of shared/routes.ts; ids are encoded because they end up in a URL path.
 */
import type {
  ActivityData,
  AdminSummary,
  Blog,
  BlogSummary,
  ContactMessage,
  ContactStatus,
  CountrySummary,
  DashboardData,
  DeleteResult,
  District,
  Page,
  SessionSummary,
  UploadTicket,
} from '../../../shared/api-types.ts';
import type { LoginInput } from '../../../shared/validation.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** `GET /state/{countryId}`: a country's states with their numbers of districts. */
export interface StateSummary {
  _id: string;
  name: string;
  country: string;
  districtCount: number;
}

/** What the blog form sends: the image is the key of an uploaded file, or ''. */
export interface BlogSubmission {
  title: string;
  /** The post's URL segment: its public page is `/blog/<slug>`. */
  slug: string;
  date: string;
  author: string;
  tags: string;
  content: string;
  image: string;
}

interface MessageBody {
  message: string;
}

const segment = (id: string) => encodeURIComponent(id);

/** Blogs per page of the blog manager. */
export const blogPageSize = 20;

/** `GET /api/blogs?limit=&cursor=`: a page of summaries (a plain list from a server without paging). */
async function blogPage(cursor?: string, signal?: AbortSignal): Promise<Page<BlogSummary>> {
  const query = new URLSearchParams({ limit: String(blogPageSize) });
  if (cursor) query.set('cursor', cursor);
  const body = await apiRequest<Page<BlogSummary> | BlogSummary[]>(`/api/blogs?${query}`, {
    signal,
    cache: 'no-store',
  });
  return Array.isArray(body) ? { items: body } : body;
}

export const dashboardApi = {
  dashboardData: (signal?: AbortSignal) => apiRequest<DashboardData>('/api/admin/dashboard-data', { signal }),
  login: (input: LoginInput) => apiRequest<MessageBody>('/api/admin/login', { method: 'POST', body: input }),
  logout: () => apiRequest<MessageBody>('/api/admin/logout', { method: 'POST' }),

  countries: (signal?: AbortSignal) => apiRequest<CountrySummary[]>('/countries/view', { signal }),
  addCountry: (name: string) => apiRequest<unknown>('/countries/add', { method: 'POST', body: { name } }),
  renameCountry: (id: string, name: string) =>
    apiRequest<unknown>(`/countries/update/${segment(id)}`, { method: 'PUT', body: { name } }),
  deleteCountry: (id: string) =>
    apiRequest<DeleteResult>(`/countries/delete/${segment(id)}`, { method: 'DELETE' }),

  states: (countryId: string, signal?: AbortSignal) =>
    apiRequest<StateSummary[]>(`/state/${segment(countryId)}`, { signal }),
  addState: (name: string, country: string) =>
    apiRequest<unknown>('/state/add', { method: 'POST', body: { name, country } }),
  renameState: (id: string, name: string) =>
    apiRequest<unknown>(`/state/update/${segment(id)}`, { method: 'PUT', body: { name } }),
  deleteState: (id: string) => apiRequest<DeleteResult>(`/state/delete/${segment(id)}`, { method: 'DELETE' }),

  districts: (stateId: string, signal?: AbortSignal) =>
    apiRequest<District[]>(`/district/${segment(stateId)}`, { signal }),
  addDistrict: (name: string, state: string) =>
    apiRequest<unknown>('/district/add', { method: 'POST', body: { name, state } }),
  renameDistrict: (id: string, name: string) =>
    apiRequest<unknown>(`/district/update/${segment(id)}`, { method: 'PUT', body: { name } }),
  deleteDistrict: (id: string) =>
    apiRequest<MessageBody>(`/district/delete/${segment(id)}`, { method: 'DELETE' }),

  blogPage,
  blog: (id: string, signal?: AbortSignal) =>
    apiRequest<Blog>(`/api/blogs/${segment(id)}`, { signal, cache: 'no-store' }),
  createBlog: (blog: BlogSubmission) => apiRequest<Blog>('/api/blogs', { method: 'POST', body: blog }),
  updateBlog: (id: string, blog: BlogSubmission) =>
    apiRequest<Blog>(`/api/blogs/blogs/${segment(id)}`, { method: 'PUT', body: blog }),
  deleteBlog: (id: string) =>
    apiRequest<MessageBody>(`/api/blogs/blogs/${segment(id)}`, { method: 'DELETE' }),
  uploadTicket: (contentType: string, size: number) =>
    apiRequest<UploadTicket>('/api/uploads', { method: 'POST', body: { contentType, size } }),

  deleteContact: (id: string) =>
    apiRequest<MessageBody>(`/api/cnt/delete/${segment(id)}`, { method: 'DELETE' }),
  contact: (id: string, signal?: AbortSignal) =>
    apiRequest<ContactMessage>(`/api/cnt/contact/${segment(id)}`, { signal }),
  setContactStatus: (id: string, status: ContactStatus) =>
    apiRequest<ContactMessage>(`/api/cnt/status/${segment(id)}`, { method: 'PUT', body: { status } }),

  // Accounts (issue 13)
  forgotPassword: (email: string) =>
    apiRequest<MessageBody>('/api/admin/password/forgot', { method: 'POST', body: { email } }),
  /** A reset or invitation link's token and the chosen password; signs this browser in. */
  setPassword: (token: string, password: string) =>
    apiRequest<MessageBody>('/api/admin/password/reset', { method: 'POST', body: { token, password } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiRequest<MessageBody>('/api/admin/password', {
      method: 'POST',
      body: { currentPassword, newPassword },
    }),
  sessions: (signal?: AbortSignal) => apiRequest<SessionSummary[]>('/api/admin/sessions', { signal }),
  endSession: (id: string) =>
    apiRequest<MessageBody>(`/api/admin/sessions/${segment(id)}`, { method: 'DELETE' }),
  endAllSessions: () => apiRequest<MessageBody>('/api/admin/sessions', { method: 'DELETE' }),
  admins: (signal?: AbortSignal) => apiRequest<AdminSummary[]>('/api/admin/admins', { signal }),
  inviteAdmin: (email: string) =>
    apiRequest<AdminSummary>('/api/admin/admins', { method: 'POST', body: { email } }),
  removeAdmin: (email: string) =>
    apiRequest<MessageBody>(`/api/admin/admins/${segment(email)}`, { method: 'DELETE' }),
  activity: (signal?: AbortSignal) => apiRequest<ActivityData>('/api/admin/activity', { signal }),
};

/** Where a stored image key is served on this origin. */
export const uploadedImageUrl = (key: string): string => (key ? `/${key.replace(/^\/+/, '')}` : '');
