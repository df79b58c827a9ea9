// Whether `npm start` must build the client first: pure, so every case is a unit test.

/** Written beside the build after `npm start` builds it. */
export interface BuildStamp {
  /** When the build started: a source saved after this moment is newer than the build. */
  sourcesAsOfMs: number;
  /** index.html's mtime right after that build; a different mtime means someone rebuilt by hand. */
  indexMtimeMs: number;
}

export interface ClientBuildFacts {
  mode: 'auto' | 'skip';
  /** Client sources and vite are present (false in a deployed, build-only copy). */
  sourcesPresent: boolean;
  newestSourceMtimeMs: number | null;
  /** dist/client/index.html's mtime, or null when there is no build. */
  indexMtimeMs: number | null;
  stamp: BuildStamp | null;
}

export type ClientBuildDecision = { build: boolean; reason: string };

export function decideClientBuild(facts: ClientBuildFacts): ClientBuildDecision {
  if (facts.mode === 'skip') return { build: false, reason: 'CLIENT_BUILD=skip' };
  if (!facts.sourcesPresent) {
    return { build: false, reason: 'client sources or vite are not installed; serving the build as it is' };
  }
  if (facts.indexMtimeMs === null) return { build: true, reason: 'there is no client build yet' };
  const builtFromSourcesOf = builtAt(facts.indexMtimeMs, facts.stamp);
  if (facts.newestSourceMtimeMs !== null && facts.newestSourceMtimeMs > builtFromSourcesOf) {
    return { build: true, reason: 'client sources changed since the last build' };
  }
  return { build: false, reason: 'the client build is up to date' };
}

// The stamp's start time is the honest age of a build (a file saved while vite ran is not in it); a build
// made by hand (`npm run build`) has no matching stamp, so its index.html's mtime stands in.
function builtAt(indexMtimeMs: number, stamp: BuildStamp | null): number {
  return stamp && stamp.indexMtimeMs === indexMtimeMs ? stamp.sourcesAsOfMs : indexMtimeMs;
}
