/**
 * The figures of docs/operations.md's "What it costs at rest", as patterns: the infra test
 * that checks them against prod's template reads the manual with these, and the docs test
 * accepts exactly these figures there (every other figure in the manual needs its own check).
 */
export const operationsManual = 'docs/operations.md';

export const costFigures = {
  total: /prod \(with mail\) costs about \*\*\$(\d+\.\d\d) a month\*\*/,
  secrets: /Secrets Manager: (\d+) secrets \([^)]*\), \$(\d+\.\d\d)/,
  alarms: /CloudWatch: (\d+) alarms reading (\d+) metrics/,
  alarmDollars: /the first ten free: about\s+\*\*\$(\d+\.\d\d)\*\*/,
};

/** AWS's prices the cost section is computed from (us-east-1 and ap-south-1 alike). */
export const awsMonthlyPrices = { secret: 0.4, alarmMetric: 0.1, freeAlarmMetrics: 10 };

/**
 * The visit beacon's cost per million page views in the operations manual (docs/decisions/071),
 * recomputed by tests/unit/visit-beacon-cost.test.ts: the section's figures are all its.
 */
export const beaconCostSection = /## The visit beacon: cost and alarm[\s\S]*?(?=\n## )/;
