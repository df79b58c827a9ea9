// How many generated cases a property test runs. `npm test` runs a tenth of each property's full count,
// so the everyday loop stays quick and still meets every generator; `npm run test:fuzz` (FUZZ_RUNS=full),
// which CI runs once, runs them all. FUZZ_RUNS=<n> runs n cases of each, to chase a finding.
export function fuzzRuns(full: number): number {
  const setting = process.env.FUZZ_RUNS;
  if (setting === 'full') return full;
  if (setting && /^\d+$/.test(setting)) return Number(setting);
  return Math.max(10, Math.ceil(full / 10));
}
