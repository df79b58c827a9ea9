import { describe, expect, it } from 'vitest';
import { lazyImportPreloads } from '../../scripts/vite-lazy-import-preloads';

describe("a lazy import's preload list", () => {
  it('leaves out the scripts the entry has already loaded, and keeps the rest', () => {
    expect(
      lazyImportPreloads('assets/profile-page-AbC123xy.js', [
        'assets/profile-page-AbC123xy.js',
        'assets/rolldown-runtime-XKyaHtl9.js',
        'assets/vendor-Cegxwg0T.js',
        'assets/kinga-db-D8g3hZf4.js',
        'assets/profile-page-BPztEs9A.css',
      ]),
    ).toEqual([
      'assets/profile-page-AbC123xy.js',
      'assets/kinga-db-D8g3hZf4.js',
      'assets/profile-page-BPztEs9A.css',
    ]);
  });

  it.each(['assets/outbox-runner-8goKnGu0.js', 'assets/admin-app-DEGjrhLd.js'])(
    'fetches only %s itself and its stylesheets: work nobody waits on may arrive import by import',
    (file) => {
      expect(
        lazyImportPreloads(file, [
          file,
          'assets/vendor-Cegxwg0T.js',
          'assets/kinga-db-D8g3hZf4.js',
          'assets/admin-x.css',
        ]),
      ).toEqual([file, 'assets/admin-x.css']);
    },
  );
});
