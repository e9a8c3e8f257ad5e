import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  defaultRangeDays,
  type InsightsAnswer,
  indiaToday,
  parseInsightRange,
} from '../../../../shared/insights.ts';
import { adminLoad } from '../shell/login-redirect.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { EnquiryChart } from './enquiry-chart.tsx';
import { InsightTableSection } from './insight-table-section.tsx';
import { fetchInsights } from './insights-api.ts';
import { formatConversion, insightTables } from './insights-tables.ts';
import './insights.css';

export interface InsightsScreenData {
  /** The dates as asked for (the form shows them again when they are refused). */
  from: string;
  to: string;
  today: string;
  /** Why the range was refused, before asking the API (the same rules as its 400). */
  problem?: string;
  answer?: InsightsAnswer;
}

/** The Insights route's clientLoader: `?from=&to=` (India days), by default the last 12 weeks. */
export function loadInsights({ request }: { request: Request }): Promise<InsightsScreenData> {
  const params = new URL(request.url).searchParams;
  const today = indiaToday();
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range = parseInsightRange(asked, today);
  if ('error' in range) return Promise.resolve({ ...asked, today, problem: range.error });
  return adminLoad(request, 'the insights', async () => ({
    ...range,
    today,
    answer: await fetchInsights(range, request.signal),
  }));
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const dayLabel = (date: string) => `${Number(date.slice(8, 10))} ${months[Number(date.slice(5, 7)) - 1]}`;
const fullDay = (date: string) => `${dayLabel(date)} ${date.slice(0, 4)}`;
const monthLabel = (month: string) => months[Number(month.slice(5, 7)) - 1];
const fullMonth = (month: string) => `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * Nothing counted in the charts' whole year up to today: a new site, or counting not started.
 * An older range with nothing in it shows its empty tables instead.
 */
const nothingCounted = (answer: InsightsAnswer) =>
  [...answer.months, ...answer.weeks].every((period) => period.views === 0 && period.enquiries === 0) &&
  answer.totals.views === 0 &&
  answer.totals.enquiries === 0;

/**
 * The Insights screen (issue 36, docs/decisions/072): for a range of days (a GET form, so the
 * URL holds it), the totals, enquiries per week and per month as charts with table
 * alternatives, and the top landing pages, products, countries, channels and referrers, each
 * with its CSV. A new site sees what will appear here instead of empty tables.
 */
export function InsightsPage({ data }: { data: InsightsScreenData }) {
  const ids = { from: useId(), to: useId(), problem: useId() };
  const loading = useNavigation().state === 'loading';
  const { answer } = data;
  return (
    <div className="dash-page dash-insights" aria-busy={loading}>
      <PageHeader title="Insights" />
      <Form method="get" className="dash-list-filters" aria-label="Dates">
        <div className="dash-field">
          <label htmlFor={ids.from}>From</label>
          <input
            id={ids.from}
            name="from"
            type="date"
            defaultValue={data.from}
            max={data.today}
            aria-describedby={data.problem ? ids.problem : undefined}
          />
        </div>
        <div className="dash-field">
          <label htmlFor={ids.to}>To</label>
          <input id={ids.to} name="to" type="date" defaultValue={data.to} max={data.today} />
        </div>
        <button type="submit" className="dash-button dash-button--secondary">
          Show
        </button>
      </Form>
      <p className="dash-filter-note">
        India time. Up to a year; without dates, the last {defaultRangeDays / 7} weeks.
      </p>
      {data.problem && (
        <p id={ids.problem} className="dash-error-box" role="alert">
          {data.problem}
        </p>
      )}
      {loading && (
        <p className="dash-insights__loading" role="status">
          Loading the figures…
        </p>
      )}
      {answer &&
        (data.to === data.today && nothingCounted(answer) ? (
          <p className="dash-empty">
            No visits counted yet. Visits and enquiries are counted from now on, without cookies: come back in
            a day or two to see which pages, products, countries and sources bring enquiries.
          </p>
        ) : (
          <InsightsFigures answer={answer} />
        ))}
    </div>
  );
}

function InsightsFigures({ answer }: { answer: InsightsAnswer }) {
  const { totals } = answer;
  const cards = [
    { label: 'Enquiries', value: String(totals.enquiries) },
    { label: 'Page views', value: String(totals.views) },
    { label: 'Visitors (counted once a day)', value: String(totals.visitors) },
    { label: 'Enquiries per view', value: formatConversion({ value: '', ...totals }) },
  ];
  return (
    <>
      <h2 className="dash-visually-hidden">
        From {fullDay(answer.range.from)} to {fullDay(answer.range.to)}
      </h2>
      <ul className="list-grid dash-stats dash-insights__totals">
        {cards.map((card) => (
          <li key={card.label} className="dash-stat">
            <span className="dash-stat__label">{card.label}</span>
            <span className="dash-stat__value">{card.value}</span>
          </li>
        ))}
      </ul>
      <div className="dash-insights__charts">
        <EnquiryChart
          title="Enquiries per week (last 12 weeks)"
          periods={answer.weeks}
          label={dayLabel}
          fullLabel={(monday) => `Week of ${fullDay(monday)}`}
          periodHeading="Week starting"
        />
        <EnquiryChart
          title="Enquiries per month (last 12 months)"
          periods={answer.months}
          label={monthLabel}
          fullLabel={fullMonth}
          periodHeading="Month"
        />
      </div>
      {insightTables(answer).map((table) => (
        <InsightTableSection key={table.title} table={table} />
      ))}
    </>
  );
}
