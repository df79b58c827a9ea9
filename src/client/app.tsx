import { Router } from 'wouter';
import { AppRoutes } from './routing/app-routes';
import { ScrollManager } from './routing/scroll-manager';
import { ToastOutlet } from './ui/toast-outlet';

/** `ssrPath`: the route rendered at build time (src/client/prerender); the browser's own location otherwise. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <ScrollManager />
      <AppRoutes />
      <ToastOutlet />
    </Router>
  );
}
