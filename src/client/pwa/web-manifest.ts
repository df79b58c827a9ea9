import type { ManifestOptions } from 'vite-plugin-pwa';
import { agency } from '../../domain/business.ts';
import { readInLanguage } from '../../domain/language/current-language.ts';
import { pathInLanguage } from '../../domain/language/language-paths.ts';
import { intlLocales, type Language } from '../../domain/language/languages.ts';
import { siteMessages } from '../../domain/site-messages.ts';

export const brandColours = { theme: '#0b5d4b', background: '#ffffff' } as const;

/**
 * Screenshots of the real app, drawn from a build by scripts/draw-app-screenshots.ts. Android's richer
 * install sheet shows them; they are not precached (they are only seen before installing).
 */
export const appScreenshots = [
  {
    src: '/screenshot-narrow.png',
    sizes: '360x740',
    type: 'image/png',
    form_factor: 'narrow',
    label: 'narrowScreenshot',
    path: '/',
  },
  {
    src: '/screenshot-wide.png',
    sizes: '1280x800',
    type: 'image/png',
    form_factor: 'wide',
    label: 'wideScreenshot',
    path: '/products/homepackage',
  },
] as const;

const shortcutIcons = [{ src: '/pwa-shortcut-96.png', sizes: '96x96', type: 'image/png' }];

/** The manifest a Kiswahili page links (scripts/vite-prerender.ts); English pages link vite-plugin-pwa's. */
export const kiswahiliManifestFile = 'manifest.sw.webmanifest';

/**
 * The web app manifest: what Android needs to offer "Add to Home screen" and launch it standalone. One app
 * (one `id`) in either language: installed from a Kiswahili page, it is named, described and started in
 * Kiswahili.
 */
export function webManifestIn(language: Language): Partial<ManifestOptions> {
  return readInLanguage(language, () => {
    const home = (path: string) => pathInLanguage(path, language);
    return {
      id: '/',
      name: agency.name,
      short_name: agency.shortName,
      description: siteMessages.appDescription,
      lang: intlLocales[language],
      start_url: home('/'),
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: brandColours.theme,
      background_color: brandColours.background,
      categories: ['finance', 'insurance', 'business'],
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      screenshots: appScreenshots.map(({ path: _path, label, ...screenshot }) => ({
        ...screenshot,
        label: siteMessages[label],
      })),
      shortcuts: [
        {
          name: siteMessages.quoteShortcut,
          short_name: siteMessages.quoteShortcutShort,
          url: home('/products/homepackage'),
          icons: shortcutIcons,
        },
        {
          name: siteMessages.policiesShortcut,
          short_name: siteMessages.policiesShortcutShort,
          url: home('/profile'),
          icons: shortcutIcons,
        },
      ],
    };
  });
}

export const webManifest = webManifestIn('en');
