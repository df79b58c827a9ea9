// Which route a URL names, and where the build writes a prerendered route's HTML (scripts/vite-prerender.ts), which the server and the
// service worker answer that route with: one rule for all three, so a page is never written to one place
// and looked for in another.

/** '/' → 'pages/index.html'; '/products/home-insurance' → 'pages/products/home-insurance.html'. */
export function prerenderedPageFile(route: string): string {
  return `pages${route === '/' ? '/index' : route}.html`;
}

/** The route a request URL asks for: '/products/homepackage?x=1' and '/products/homepackage/' alike. */
export function routeOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The shell a Kiswahili route that was not prerendered is answered with (scripts/vite-prerender.ts). */
export const kiswahiliShellFile = 'kiswahili.html';
