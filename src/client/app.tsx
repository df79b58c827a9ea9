import { Router } from 'wouter';
import { AppRoutes } from './routing/app-routes';
import { ScrollManager } from './routing/scroll-manager';
import { ToastOutlet } from './ui/toast-outlet';

export function App() {
  return (
    <Router>
      <ScrollManager />
      <AppRoutes />
      <ToastOutlet />
    </Router>
  );
}
