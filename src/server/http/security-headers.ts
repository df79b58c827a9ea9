// Helmet options for the PWA. The CSP allows only this origin, which is all a Vite build and its
// service worker need, plus the OpenStreetMap embed on the contact page.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { languageChoiceScriptSource } from '../static/language-choice-script';
import { pageStartScriptSource } from '../static/page-start-script';

export const securityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    // Helmet's defaults include upgrade-insecure-requests, which breaks http://localhost; every
    // directive is therefore listed here and nothing is inherited.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The two inline scripts, by their hashes: what sends a reader to their language's page
      // (language-choice-script.ts), and what starts a prerendered page's scripts (page-start-script.ts).
      scriptSrc: ["'self'", languageChoiceScriptSource, pageStartScriptSource],
      scriptSrcAttr: ["'none'"],
      // motion animates through inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // COEP require-corp would block the OpenStreetMap frame, and the app needs no cross-origin isolation.
  crossOriginEmbedderPolicy: false,
  // Same rule as frame-ancestors 'none', for browsers that only read X-Frame-Options.
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

// Helmet has no Permissions-Policy. The page may use the camera itself (claims will photograph damage from
// the page); every other powerful feature is off, for the page and for any frame it embeds, so an injected
// script or the map frame cannot ask for a location, the microphone or a payment.
export const permissionsPolicy = [
  'camera=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * Headers that only a document (or a worker) reads: a script, a stylesheet, a font or a picture that a page
 * loads is governed by that page's policy, never by its own response's. They weigh about 0.9 KB, on every
 * one of the forty-odd files a first visit fetches: some 35 KB over slow 3G for nothing.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * A build file that no browser treats as a document: the hashed scripts and stylesheets, and fonts and
 * raster pictures. SVG keeps every header (opened on its own it is a document and may run script), as do
 * the service worker, the manifest and every page and API answer.
 */
export function isSubresourceFile(path: string, contentType: string): boolean {
  if (/^\/assets\/[\w.-]+\.(js|css)$/.test(path)) return true;
  return /^(font\/woff2|image\/(png|jpeg|webp|avif))\b/.test(contentType);
}

/**
 * Helmet's headers and the Permissions-Policy on every response (pages, API, 404s, the worker); the
 * files a page loads keep only those that protect a file (nosniff, Cross-Origin-Resource-Policy).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, securityHeaders);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split(/[?#]/, 1)[0] ?? '';
    if (reply.statusCode < 400 && isSubresourceFile(path, String(reply.getHeader('content-type') ?? '')))
      for (const header of documentOnlyHeaders) reply.removeHeader(header);
    return payload;
  });
}
