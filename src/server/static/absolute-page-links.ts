// A page's canonical and hreflang links, made absolute on the site's origin as it is served. Search engines
// (and Lighthouse's SEO audit) take only a full URL there; the build cannot write one, since it does not
// know where it will be served. The origin comes from SITE_ORIGIN, else the server's own address, never
// from a request's Host header, which a client may set to anything.
const pageLink = /(<link rel="(?:canonical|alternate)"[^>]*?\shref=")(\/[^"]*)"/g;

export function withAbsolutePageLinks(html: string, siteOrigin: string): string {
  return html.replace(pageLink, (_, start: string, path: string) => `${start}${siteOrigin}${path}"`);
}
