// A Vite build step: lucide-react's icons, drawn by our own small factory (src/client/ui/lucide-icon.ts)
// instead of lucide's generic one. Every icon module of lucide-react imports `../createLucideIcon.mjs` and
// hands it the icon's data; the browser build resolves that one import to the stand-in, so the icons and
// their data stay lucide's, and its provider, class merger and node builder (about 1.5 KB gz on every page)
// are not downloaded. The prerender (Node) draws with lucide's own, which the stand-in matches attribute
// for attribute, so hydration adopts the same <svg>.
import type { Plugin } from 'vite';

export function lucideIcons(standIn: string): Plugin {
  return {
    name: 'kinga:lucide-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs') return null;
      if (!importer || !/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)) return null;
      return standIn;
    },
  };
}
