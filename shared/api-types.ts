/**
 * Shapes of the API's JSON, as the spec names them (`_id` ids). The browser and the
 * Lambdas both import these, so a field renamed here is renamed everywhere.
 */
export interface ErrorBody {
  message: string;
}

export interface ContactMessage {
  _id: string;
  name: string;
  contact: string;
  email: string;
  message: string;
  /** ISO time the message arrived. */
  createdAt: string;
}

export interface Blog {
  _id: string;
  title: string;
  /** The date the admin typed, `YYYY-MM-DD`. */
  date: string;
  author: string;
  tags: string[];
  /** Sanitised HTML. */
  content: string;
  /** Path of the cover image on this origin, e.g. `uploads/2026/…/x.png`, or '' when none. */
  image: string;
  createdAt: string;
}

export interface District {
  _id: string;
  name: string;
  /** Id of the state it belongs to. */
  state: string;
}

export interface State {
  _id: string;
  name: string;
  /** Id of the country it belongs to. */
  country: string;
  districts: District[];
}

export interface Country {
  _id: string;
  name: string;
  /** ISO 3166-1 alpha-2 code, lower case; the flag is `/flags/<code>.svg`. */
  code: string;
  states: State[];
}

/** `GET /countries/view`: countries with their numbers of states and districts. */
export interface CountrySummary {
  _id: string;
  name: string;
  code: string;
  states: { _id: string; name: string }[];
  stateCount: number;
  districtCount: number;
}

/** `GET /states/{stateId}`. */
export interface StateDetail {
  _id: string;
  name: string;
  country: { _id: string; name: string };
  districts: District[];
}

/** `GET /api/districts/{id}`. */
export interface DistrictDetail {
  _id: string;
  name: string;
  state: { _id: string; name: string };
  country: { _id: string; name: string };
}

export interface Counts {
  blogs: number;
  countries: number;
  states: number;
  districts: number;
  contacts: number;
}

/** `GET /api/admin/dashboard-data`. */
export interface DashboardData {
  admin: { email: string };
  counts: Counts;
  latestContacts: ContactMessage[];
  latestBlogs: Blog[];
}

/** A page of a long list: `GET /api/cnt/contact?cursor=…&limit=…`. */
export interface Page<T> {
  items: T[];
  /** Pass as `cursor` to get the next page; absent on the last page. */
  nextCursor?: string;
}

/** `POST /api/uploads`: a presigned POST for one image. */
export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  /** The key to send as `image` when saving the blog. */
  key: string;
  maxBytes: number;
}

/** `DELETE` of a country or state reports what went with it. */
export interface DeleteResult {
  deleted: { countries: number; states: number; districts: number };
}
