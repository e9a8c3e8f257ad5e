import { useId, useState } from 'react';
import { downloadTextFile, textsToCsv } from '../ui/csv-export.ts';
import type { InsightTable } from './insights-tables.ts';

/**
 * One of the Insights tables under its heading, with its CSV export. On a phone the
 * dashboard's tables become cards of label and value lines (`data-label`, dashboard.css).
 * Each cell is text: React escapes whatever a visitor put in a referrer or a path.
 */
export function InsightTableSection({ table }: { table: InsightTable }) {
  const [exporting, setExporting] = useState(false);
  const headingId = useId();
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadTextFile(table.fileName, await textsToCsv(table.columns, table.rows));
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="dash-insights-section" aria-labelledby={headingId}>
      <div className="dash-insights-section__header">
        <h2 id={headingId} className="dash-insights-section__title">
          {table.title}
        </h2>
        {table.rows.length > 0 && (
          <button
            type="button"
            className="dash-button dash-button--secondary"
            onClick={exportCsv}
            disabled={exporting}
          >
            Export CSV<span className="dash-visually-hidden"> of {table.title.toLowerCase()}</span>
          </button>
        )}
      </div>
      {table.rows.length === 0 ? (
        <p className="dash-empty">{table.empty}</p>
      ) : (
        <div className="dash-table-scroll">
          <table className="dash-table">
            <caption className="dash-visually-hidden">{table.title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the list is replaced whole
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td
                      key={table.columns[cellIndex]}
                      data-label={table.columns[cellIndex]}
                      className="dash-insights-cell"
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
