// Helmet options for the PWA. The CSP allows only this origin, which is all a Vite build and its
// service worker need, plus the OpenStreetMap embed on the contact page.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const securityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    // Helmet's defaults include upgrade-insecure-requests, which breaks http://localhost; every
    // directive is therefore listed here and nothing is inherited.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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

/** Helmet's headers and the Permissions-Policy on every response (pages, assets, API, 404s). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, securityHeaders);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}
