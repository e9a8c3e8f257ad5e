import { indiaToday, parseInsightRange } from '../shared/insights.ts';
import { readInsights } from './lib/content/insights.ts';
import { InvalidInput } from './lib/domain-errors.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD: what the visit and enquiry counters
 * say about a range of India days (default the last 12 weeks), with the charts' 12 weeks and
 * 12 months up to its end (docs/decisions/072). A bad range is a 400 with the reason.
 */
export const handler = adminHandler({}, ({ query }) => {
  const range = parseInsightRange({ from: query.from, to: query.to }, indiaToday());
  if ('error' in range) throw new InvalidInput(range.error);
  return readInsights(range);
});
