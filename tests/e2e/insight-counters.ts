import { localTableName } from '../../local/stack.ts';
import { indiaToday } from '../../shared/insights.ts';
import { addCounters } from '../api/insight-counter-items.ts';

/**
 * Today's counters on the suite's stack, as the beacon and an enquiry's save would add them
 * (the layout of shared/insight-counters.ts), so the Insights screen has rows to show; the
 * referrer is text a visitor could have made up.
 */
export const injectedReferrer = '<img src=x onerror=alert(1)>.example';

export async function addTodaysCounters(): Promise<void> {
  const endpoint = process.env.E2E_DYNAMODB_ENDPOINT;
  if (!endpoint) throw new Error('E2E_DYNAMODB_ENDPOINT is not set: run through tests/e2e/global-setup.ts');
  const date = indiaToday();
  await addCounters({ dynamodbEndpoint: endpoint, tableName: localTableName }, [
    { date, dimension: 'total', value: 'all', counts: { views: 30, visitors: 9, enquiries: 2 } },
    {
      date,
      dimension: 'page',
      value: '/marketplace/india/uttarakhand/dehradun',
      counts: { views: 20, enquiries: 2 },
    },
    { date, dimension: 'product', value: '1', counts: { enquiries: 1 } },
    { date, dimension: 'country', value: 'DE', counts: { views: 12, enquiries: 2 } },
    { date, dimension: 'channel', value: 'search', counts: { views: 18, enquiries: 1 } },
    { date, dimension: 'referrer', value: injectedReferrer, counts: { views: 3, enquiries: 1 } },
  ]);
}
