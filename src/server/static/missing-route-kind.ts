/**
 * What a request that matched no route and no file is: an API call (JSON 404), a page of the single-page
 * app (answered with index.html so client-side routing takes over), or a file that does not exist.
 * A path whose last segment has an extension is a file: answering /assets/old.js with HTML would make the
 * browser report a confusing MIME error instead of a 404.
 */
export type MissingRouteKind = 'api' | 'app-page' | 'missing-file';

export function classifyMissingRoute(method: string, url: string): MissingRouteKind {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if ((method === 'GET' || method === 'HEAD') && !lastSegment.includes('.')) return 'app-page';
  return 'missing-file';
}
