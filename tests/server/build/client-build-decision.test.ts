import { describe, expect, it } from 'vitest';
import { type ClientBuildFacts, decideClientBuild } from '../../../src/server/build/client-build-decision';

const facts = (overrides: Partial<ClientBuildFacts>): ClientBuildFacts => ({
  mode: 'auto',
  sourcesPresent: true,
  newestSourceMtimeMs: 1_000,
  indexMtimeMs: 2_000,
  stamp: null,
  ...overrides,
});

describe('deciding whether npm start builds the client', () => {
  it('builds when there is no build yet', () => {
    expect(decideClientBuild(facts({ indexMtimeMs: null }))).toEqual({
      build: true,
      reason: 'there is no client build yet',
    });
  });

  it('builds when a source is newer than the build', () => {
    expect(decideClientBuild(facts({ newestSourceMtimeMs: 3_000 })).build).toBe(true);
  });

  it('does not build when the build is newer than every source', () => {
    expect(decideClientBuild(facts({}))).toEqual({ build: false, reason: 'the client build is up to date' });
  });

  it('rebuilds when a source was saved while the last build was running', () => {
    // Build started at 1 500, finished (index.html written) at 2 000, a file saved at 1 800.
    const stamp = { sourcesAsOfMs: 1_500, indexMtimeMs: 2_000 };
    expect(decideClientBuild(facts({ stamp, newestSourceMtimeMs: 1_800 })).build).toBe(true);
    expect(decideClientBuild(facts({ stamp, newestSourceMtimeMs: 1_400 })).build).toBe(false);
  });

  it('trusts index.html when someone rebuilt by hand after the stamp was written', () => {
    const stamp = { sourcesAsOfMs: 500, indexMtimeMs: 600 };
    expect(decideClientBuild(facts({ stamp, newestSourceMtimeMs: 1_000, indexMtimeMs: 2_000 })).build).toBe(
      false,
    );
  });

  it('never builds with CLIENT_BUILD=skip, even without a build', () => {
    expect(decideClientBuild(facts({ mode: 'skip', indexMtimeMs: null }))).toEqual({
      build: false,
      reason: 'CLIENT_BUILD=skip',
    });
  });

  it('never builds a deployed copy that has no sources', () => {
    expect(decideClientBuild(facts({ sourcesPresent: false, indexMtimeMs: null })).build).toBe(false);
  });
});
