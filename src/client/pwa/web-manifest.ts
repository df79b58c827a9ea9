import type { ManifestOptions } from 'vite-plugin-pwa';
import { agency } from '../../domain/business.ts';

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
    label: 'Home and motor insurance on a phone',
    path: '/',
  },
  {
    src: '/screenshot-wide.png',
    sizes: '1280x800',
    type: 'image/png',
    form_factor: 'wide',
    label: 'Get a home insurance quote from four insurers',
    path: '/products/homepackage',
  },
] as const;

const shortcutIcons = [{ src: '/pwa-shortcut-96.png', sizes: '96x96', type: 'image/png' }];

/** The web app manifest: what Android needs to offer "Add to Home screen" and launch it standalone. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: agency.name,
  short_name: agency.shortName,
  description: agency.tagline,
  lang: 'en-KE',
  start_url: '/',
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
  screenshots: appScreenshots.map(({ path: _path, ...screenshot }) => screenshot),
  shortcuts: [
    { name: 'Get a quote', short_name: 'Quote', url: '/products/homepackage', icons: shortcutIcons },
    { name: 'My policies', short_name: 'Policies', url: '/profile', icons: shortcutIcons },
  ],
};
