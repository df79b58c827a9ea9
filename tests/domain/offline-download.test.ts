import { describe, expect, it } from 'vitest';
import {
  cacheKeyOf,
  downloadPlan,
  installSet,
  isConstrainedConnection,
  type ManifestEntry,
} from '../../src/domain/offline-download';

const manifest: ManifestEntry[] = [
  { url: 'index.html', revision: 'a1' },
  { url: 'assets/index-AAAAAAAA.js', revision: null },
  { url: 'assets/profile-page-BBBBBBBB.js', revision: null, download: 'rest' },
  { url: 'images/hero/home.svg', revision: 'c3', download: 'rest' },
  { url: 'assets/home-package-page-CCCCCCCC.js', revision: null, download: 'first-quote' },
  { url: 'assets/terms-page-DDDDDDDD.js', revision: null, download: 'rest' },
  { url: 'assets/text-field-EEEEEEEE.js', revision: null, download: 'first-quote' },
];
const urls = (entries: ManifestEntry[]) => entries.map((entry) => entry.url);
const plan = (options: { cached?: string[]; used?: string[]; constrained?: boolean }) =>
  urls(
    downloadPlan({
      manifest,
      cachedKeys: new Set(options.cached ?? []),
      usedPaths: new Set(options.used ?? []),
      constrained: options.constrained ?? false,
    }),
  );

describe('the offline download plan', () => {
  it('installs only the pages and what they link; the rest is left to the download', () => {
    expect(urls(installSet(manifest))).toEqual(['index.html', 'assets/index-AAAAAAAA.js']);
    expect(plan({})).not.toContain('index.html');
  });

  it('fetches what a first quote needs before the other routes and pictures', () => {
    expect(plan({})).toEqual([
      'assets/home-package-page-CCCCCCCC.js',
      'assets/text-field-EEEEEEEE.js',
      'assets/profile-page-BBBBBBBB.js',
      'images/hero/home.svg',
      'assets/terms-page-DDDDDDDD.js',
    ]);
  });

  it('keeps first what the page has already loaded, since the HTTP cache holds it', () => {
    expect(plan({ used: ['/assets/terms-page-DDDDDDDD.js'] })[0]).toBe('assets/terms-page-DDDDDDDD.js');
  });

  it('skips what is already cached, and a picture only under its current revision', () => {
    const cached = ['/assets/home-package-page-CCCCCCCC.js', '/images/hero/home.svg?__WB_REVISION__=old'];
    expect(plan({ cached })).not.toContain('assets/home-package-page-CCCCCCCC.js');
    expect(plan({ cached })).toContain('images/hero/home.svg');
    expect(plan({ cached: [...cached, cacheKeyOf(manifest[3] as ManifestEntry)] })).not.toContain(
      'images/hero/home.svg',
    );
  });

  it('on Save-Data or 2G keeps only what the visited routes loaded; the rest waits', () => {
    const used = ['/assets/terms-page-DDDDDDDD.js', '/assets/index-AAAAAAAA.js'];
    expect(plan({ used, constrained: true })).toEqual(['assets/terms-page-DDDDDDDD.js']);
    expect(plan({ constrained: true })).toEqual([]);
  });

  it('counts Save-Data, 2g and slow-2g as constrained, 3g and 4g or no hint as not', () => {
    expect(isConstrainedConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: '2g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(isConstrainedConnection({})).toBe(false);
  });
});
