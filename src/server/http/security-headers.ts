// Helmet options for the PWA. The CSP allows only this origin, which is all a Vite build and its
// service worker need, plus the OpenStreetMap embed on the contact page.
import type { FastifyHelmetOptions } from '@fastify/helmet';

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
