// Reads a V8 .cpuprofile (nodes with call frames, and the node each sample landed in) and sums self time
// by function and by file, so "where does a request's CPU go" is a table rather than a flame chart.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

// node_modules/fastify/lib/route.js → fastify/lib/route.js; our own files relative to the repository.
function shortFile(url: string): string {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) return path.slice(inModules + 'node_modules/'.length);
  const inSource = path.search(/\/(src|scripts|tests)\//);
  return inSource >= 0 ? path.slice(inSource + 1) : path;
}

/** Self time summed by `keyOf(node)`, largest first, the top `limit` of them. */
function selfTimeBy(profile: CpuProfile, keyOf: (node: ProfileNode) => string, limit: number): SelfTime[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    all += micros;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + micros);
  });
  return [...totals]
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / all }));
}

export function summariseProfile(file: string, limit = 25): { byFunction: SelfTime[]; byFile: SelfTime[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  return {
    byFunction: selfTimeBy(
      profile,
      ({ callFrame }) =>
        `${callFrame.functionName || '(anonymous)'} ${shortFile(callFrame.url)}:${callFrame.lineNumber + 1}`,
      limit,
    ),
    byFile: selfTimeBy(profile, ({ callFrame }) => shortFile(callFrame.url), limit),
  };
}

export const formatSelfTimes = (title: string, rows: SelfTime[]) =>
  [
    title,
    ...rows.map(
      (row) =>
        `${(100 * row.share).toFixed(1).padStart(6)} % ${row.ms.toFixed(0).padStart(7)} ms  ${row.name}`,
    ),
  ].join('\n');
