import { useEffect } from 'react';

/**
 * Keeps the back office out of search engines: a robots meta while an /admin page is open (robots.txt
 * also disallows /admin, but a disallowed URL linked from elsewhere can still be indexed without this).
 */
export function useNoindex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
