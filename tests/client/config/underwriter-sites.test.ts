import { describe, expect, it } from 'vitest';
import { underwriterSiteFrom } from '../../../src/client/config/underwriter-sites';

describe("a partner's site, from the build's configuration", () => {
  it('is the https address set for that partner, without a trailing slash', () => {
    const env = { VITE_UNDERWRITER_SITE_SIMBA: 'https://simba.co.ke/' };
    expect(underwriterSiteFrom(env, 'simba')).toBe('https://simba.co.ke');
  });

  it('is none when unset, or not https', () => {
    expect(underwriterSiteFrom({}, 'simba')).toBeNull();
    expect(underwriterSiteFrom({ VITE_UNDERWRITER_SITE_SIMBA: 'http://simba.co.ke' }, 'simba')).toBeNull();
    expect(underwriterSiteFrom({ VITE_UNDERWRITER_SITE_SIMBA: '' }, 'simba')).toBeNull();
  });
});
