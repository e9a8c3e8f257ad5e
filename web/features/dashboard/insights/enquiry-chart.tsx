import type { InsightPeriod } from '../../../../shared/insights.ts';

interface EnquiryChartProps {
  title: string;
  /** The periods, oldest first. */
  periods: readonly InsightPeriod[];
  /** A period's short label under its bar (`3 Nov`, `Nov`) and its full name in the table. */
  label: (period: string) => string;
  fullLabel: (period: string) => string;
  /** The table's first column heading ('Week starting', 'Month'). */
  periodHeading: string;
}

const width = 600;
const height = 220;
const top = 20;
const bottom = 28;

/**
 * Enquiries per period as bars, drawn as a small SVG (no chart library: docs/decisions/072).
 * The picture is for the eye only (`aria-hidden`); screen readers get the same figures as a
 * table, with the views beside them, and the figure's caption names both.
 */
export function EnquiryChart({ title, periods, label, fullLabel, periodHeading }: EnquiryChartProps) {
  const most = Math.max(1, ...periods.map((period) => period.enquiries));
  const slot = width / Math.max(1, periods.length);
  const barWidth = slot * 0.6;
  const scale = (height - top - bottom) / most;
  return (
    <figure className="dash-insights-chart">
      <figcaption className="dash-insights-chart__title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="dash-insights-chart__svg"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1="0"
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          className="dash-insights-chart__axis"
        />
        {periods.map((period, index) => {
          const barHeight = period.enquiries * scale;
          const x = index * slot + (slot - barWidth) / 2;
          const y = height - bottom - barHeight;
          return (
            <g key={period.period}>
              <rect x={x} y={y} width={barWidth} height={barHeight} className="dash-insights-chart__bar" />
              <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" className="dash-insights-chart__value">
                {period.enquiries}
              </text>
              <text
                x={x + barWidth / 2}
                y={height - 8}
                textAnchor="middle"
                className="dash-insights-chart__label"
              >
                {label(period.period)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="dash-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{periodHeading}</th>
            <th scope="col">Enquiries</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.period}>
              <th scope="row">{fullLabel(period.period)}</th>
              <td>{period.enquiries}</td>
              <td>{period.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
