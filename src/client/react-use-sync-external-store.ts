// wouter imports the use-sync-external-store shim so it runs on React 17; React 19 has the hook built in.
// The build points the shim here (vite.config.ts), which keeps its fallback and CommonJS glue off every page.
export { useSyncExternalStore } from 'react';
