import type { InsightsAnswer } from '../../../../shared/insights.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The Insights screen's one call: the counters' figures for a range of India days. */
export const fetchInsights = (
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<InsightsAnswer> => callApi('insights-get', { query: new URLSearchParams(range), signal });
