// The throughput bench's one table and its goals line. Each ratio is to the health check measured in the
// same run on the same driver, so a busy machine moves the absolute figures more than the ratios.
import type { LoadResult } from './load-run';

export interface Row extends LoadResult {
  driver: string;
  endpoint: string;
}

export interface DriverRun {
  driver: string;
  baseline: Row;
  quote: Row;
  quoteAtHalfPeak: Row;
  rows: Row[];
}

const ratio = (row: Row, baseline: Row) =>
  baseline.requestsPerSecond > 0
    ? `${Math.round((100 * row.requestsPerSecond) / baseline.requestsPerSecond)} %`
    : '-';

export function formatTable(runs: DriverRun[]): string {
  const header = ['driver', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs health'];
  const lines = runs.flatMap((run) =>
    run.rows.map((row) => [
      row.driver,
      row.endpoint,
      row.requestsPerSecond.toFixed(0),
      row.p50Ms.toFixed(0),
      row.p99Ms.toFixed(0),
      String(row.errors),
      ratio(row, run.baseline),
    ]),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  // Text columns left-aligned, figures right-aligned, as a reader scans them.
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column < 2 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}

export interface Goal {
  text: string;
  met: boolean;
}

/** The throughput goals, on PostgreSQL: quotations at half the health check's rate or better, fast, clean. */
export function goalsOf(run: DriverRun): Goal[] {
  const share = run.quote.requestsPerSecond / run.baseline.requestsPerSecond;
  const errors = run.rows.reduce((sum, row) => sum + row.errors, 0);
  return [
    { text: `quotation ${Math.round(100 * share)} % of health (goal ≥ 50 %)`, met: share >= 0.5 },
    {
      text: `p99 at half peak ${run.quoteAtHalfPeak.p99Ms.toFixed(0)} ms (goal < 50 ms)`,
      met: run.quoteAtHalfPeak.p99Ms < 50,
    },
    { text: `${errors} errors (goal 0)`, met: errors === 0 },
  ];
}

export const formatGoals = (driver: string, goals: Goal[]) =>
  `Goals on ${driver}: ${goals.map((goal) => `${goal.text} ${goal.met ? 'PASS' : 'FAIL'}`).join('; ')}`;
