// A newcomer's first page. The quick start says where the address is, where the sign-in codes
// appear and which test phone endings the M-Pesa simulator fails, read from the simulator's own table so
// the two cannot drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulatedOutcomes } from '../../src/server/integrations/mpesa/simulator/simulator-outcomes';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('## Scripts'));

describe("the README's quick start", () => {
  it('says the server listens on this computer only unless HOST is set', () => {
    expect(quickStart).toContain('http://127.0.0.1:8080');
    expect(quickStart).toContain('HOST=0.0.0.0');
  });

  it('says the sign-in codes appear on the console', () => {
    expect(quickStart).toContain('SMS to 2547');
    expect(quickStart).toMatch(/console/);
  });

  it('names every phone ending the simulator treats specially, and that any other number pays', () => {
    for (const ending of Object.keys(simulatedOutcomes)) expect(quickStart).toContain(`\`${ending}\``);
    expect(quickStart).toMatch(/any other ending[^.]*pays/i);
  });
});
