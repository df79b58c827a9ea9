import type { ManifestOptions } from 'vite-plugin-pwa';
import { agency } from '../../domain/business.ts';

export const brandColours = { theme: '#0b5d4b', background: '#ffffff' } as const;

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
  categories: ['finance', 'business'],
  icons: [
    { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Get a quote', url: '/products/homepackage', icons: [{ src: '/pwa-192.png', sizes: '192x192' }] },
    { name: 'My policies', url: '/profile', icons: [{ src: '/pwa-192.png', sizes: '192x192' }] },
  ],
};
