import type { RouteAssets } from '../web/initial-assets.ts';
import type { ApiLoadResult } from './api-load.ts';
import type { CatalogueSizeResult } from './catalogue.ts';
import type { DashboardTimings } from './dashboard-timings.ts';
import type { ImageVariantFigures } from './image-variants.ts';
import type { LambdaBundleResult } from './lambda-bundles.ts';
import type { LighthouseResult } from './lighthouse-audit.ts';
import type { Machine } from './machine.ts';
import type { NavigationTimings } from './navigation-timings.ts';
import type { PageBytes } from './page-bytes.ts';
import type { AuditedPage } from './public-site.ts';
import type { SearchKeystrokes } from './search-keystrokes.ts';
import type { VisitorResult } from './visitor-timings.ts';

/** What the overview's counts cost: the dashboard-data call, DynamoDB requests per call. */
export interface OverviewCost {
  /** GetItem of the counters item META/COUNTS. */
  countsItemReads: number;
  /** Scans anywhere in the call (a count by scanning would show here). */
  scans: number;
  /** Every request of the call, the authorizer's session lookups included. */
  totalRequests: number;
}

export interface DataSizeResult {
  countries: number;
  states: number;
  districts: number;
  /** Time to write this size's new locations through the repository functions. */
  generateSeconds: number;
  /** The API routes and the server-rendered pages under load, with their DynamoDB requests. */
  routes: ApiLoadResult[];
  overview: OverviewCost;
  /** `/marketplace` at this size. */
  marketplace: PageBytes;
  /**
   * `/marketplace` once this size's countries and states existed but before their districts
   * were added (sizes the bench grew to): what the budget compares `marketplace` with.
   */
  marketplaceBeforeDistricts?: PageBytes & { districts: number };
}

export interface BenchResults {
  machine: Machine;
  quick: boolean;
  durationSeconds: number;
  web: {
    initialAssets: RouteAssets[];
    /** The pages Lighthouse and the visitor timings audit (a quick run lists them, audits none). */
    auditedPages?: AuditedPage[];
    lighthouse: LighthouseResult[];
    /** What a phone visitor feels (bench/visitor-timings.ts); absent in a quick run and in older results. */
    visitor?: VisitorResult[];
    /** Moving between public pages (bench/navigation-timings.ts); absent in a quick run and in older results. */
    navigation?: NavigationTimings;
    /** The owner's dashboard on the same phone (bench/dashboard-timings.ts); absent in a quick run and in older results. */
    dashboard?: DashboardTimings;
  };
  api: { loadSeconds: number; connections: number; sizes: DataSizeResult[] };
  /** The catalogue at 28 and 1,000 products (bench/catalogue.ts); absent in older results. */
  catalogue?: CatalogueSizeResult[];
  /** The header search's keystrokes at the largest catalogue (bench/search-keystrokes.ts). */
  search?: SearchKeystrokes;
  lambdas: LambdaBundleResult[];
  /** The variant function on phone photos (bench/image-variants.ts); empty in a quick run. */
  images?: ImageVariantFigures[];
}
