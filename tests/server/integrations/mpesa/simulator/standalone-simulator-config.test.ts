// What `npm run simulator` reads from its environment: how late a slow Daraja answers (a payer ending
// 0408), so a fault test can make Daraja answer in 8 s, past the app's 6 s deadline.
import { describe, expect, it } from 'vitest';
import { resolveStandaloneSimulatorConfig } from '../../../../../src/server/integrations/mpesa/simulator/standalone-simulator-config';

describe('npm run simulator configuration', () => {
  it('takes how late a slow answer comes from MPESA_SIMULATOR_SLOW_ANSWER_MS', () => {
    const resolved = resolveStandaloneSimulatorConfig({ MPESA_SIMULATOR_SLOW_ANSWER_MS: '8000' });
    expect(resolved).toMatchObject({ config: { slowAnswerMs: 8000 } });
  });

  it('leaves it to the simulator (10 s) when unset', () => {
    const resolved = resolveStandaloneSimulatorConfig({});
    expect('config' in resolved && resolved.config.slowAnswerMs).toBeUndefined();
  });

  it('refuses a value that is not milliseconds, naming the variable', () => {
    expect(resolveStandaloneSimulatorConfig({ MPESA_SIMULATOR_SLOW_ANSWER_MS: '8s' })).toEqual({
      problems: ['MPESA_SIMULATOR_SLOW_ANSWER_MS must be a whole number of milliseconds up to 999999'],
    });
  });
});
