// What a lazy import fetches beside its own chunk (Vite's modulePreload.resolveDependencies). The lists of
// every lazy import the entry makes ship inside the entry chunk (about 1.2 KB gz of file names on every
// page), so they leave out:
// - the scripts the entry itself imports (the libraries chunk, the runtime): in memory before any lazy
//   import runs, so listing them fetches nothing;
// - the scripts behind work nobody waits on at a phone's first visit (the outbox's runner, which drains in
//   the background; clearing personal data after a sign-out; the back office, a staff tool on office
//   connections): their chunks may arrive one import after another.
// Stylesheets always stay: Vite loads a lazy chunk's CSS only through this list.
const loadedByEntry = /^assets\/(vendor|rolldown-runtime)-[\w-]+\.js$/;
const unhurried = /^assets\/(outbox-runner|personal-data|admin-app)-[\w-]+\.js$/;

export function lazyImportPreloads(file: string, deps: string[]): string[] {
  return deps.filter(
    (dep) => !loadedByEntry.test(dep) && (!unhurried.test(file) || dep === file || dep.endsWith('.css')),
  );
}
