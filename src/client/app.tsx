import { Router } from 'wouter';
import { currentLanguage } from '../domain/language/current-language';
import { languagePrefixes } from '../domain/language/language-paths';
import { AppRoutes } from './routing/app-routes';
import { ScrollManager } from './routing/scroll-manager';
import { ToastOutlet } from './ui/toast-outlet';

/**
 * `ssrPath`: the route rendered at build time (src/client/prerender); the browser's own location otherwise.
 * A Kiswahili page's routes sit under '/sw': the router's base, so every link and route stays the spec's.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router base={languagePrefixes[currentLanguage()]} ssrPath={ssrPath}>
      <ScrollManager />
      <AppRoutes />
      <ToastOutlet />
    </Router>
  );
}
