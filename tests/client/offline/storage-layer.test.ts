// offline/ is the device's storage, below every feature: it receives what it saves and never imports the
// features that use it (it once imported the wizard, which imported it back).
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFilesUnder } from '../../helpers/source-imports';

describe('the storage room (src/client/offline)', () => {
  it('imports no feature: only its own files, the domain and packages', () => {
    const files = sourceFilesUnder('src/client/offline');
    expect(files.length).toBeGreaterThan(0);
    const reachingOut = files
      .flatMap(importsOf)
      .filter(({ target }) => target !== null)
      .filter(
        ({ target }) => !target?.startsWith('src/client/offline/') && !target?.startsWith('src/domain/'),
      )
      .map(({ file, specifier }) => `${file} imports ${specifier}`);
    expect(reachingOut).toEqual([]);
  });

  it('holds storage only: no service-worker registration or manifest', () => {
    const files = sourceFilesUnder('src/client/offline');
    const pwaImports = files
      .flatMap(importsOf)
      .filter(({ specifier }) => specifier.startsWith('workbox') || specifier.startsWith('vite-plugin-pwa'));
    expect(pwaImports.map(({ file }) => file)).toEqual([]);
  });
});
