// A Vite build step: for each app route, the scripts its page chunk needs (the chunk and its static
// imports, less what the entry already loads) and their stylesheets, written to route-preloads.json. The
// server adds them to the HTML it answers for that route (<link rel="modulepreload"> and
// rel="stylesheet"), so a phone fetches the page's chunks and CSS beside the entry instead of only once the
// entry has run and asked for them (about 0.5 s later on slow 4G).
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const routePreloadsFile = 'route-preloads.json';

/**
 * For a lazily loaded module of the build (under src/client, 'pages/home-package-page.tsx'), the files it
 * needs beyond what the entry loads: its chunk, that chunk's static imports, and their stylesheets.
 */
export function lazyModuleFiles(bundle: OutputBundle): (module: string) => string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticGraph = (start: OutputChunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) if (byFile.has(imported)) visit(imported);
    };
    visit(start.fileName);
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preloads: the build has no entry chunk');
  const loadedByEntry = staticGraph(entry);
  const cssOf = (fileName: string) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])];
  const entryCss = new Set([...loadedByEntry].flatMap(cssOf));
  return (module) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/client/${module}`));
    if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
    const scripts = [...staticGraph(chunk)].filter((fileName) => !loadedByEntry.has(fileName));
    const styles = new Set(scripts.flatMap(cssOf));
    return [...scripts, ...[...styles].filter((fileName) => !entryCss.has(fileName))].map(
      (fileName) => `/${fileName}`,
    );
  };
}

/**
 * `routes`: site path → the page module under src/client ('pages/home-package-page.tsx'), or the page
 * module and the modules it loads lazily at once (fetched beside it rather than a round trip later).
 */
export function routePreloads(routes: Record<string, string | readonly string[]>): Plugin {
  return {
    name: 'kinga:route-preloads',
    apply: 'build',
    // After Vite's own steps, which drop the chunks that held only CSS.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const filesOf = lazyModuleFiles(bundle);
        const preloads = Object.fromEntries(
          Object.entries(routes).map(([path, modules]) => [
            path,
            [...new Set((typeof modules === 'string' ? [modules] : modules).flatMap(filesOf))],
          ]),
        );
        this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(preloads) });
      },
    },
  };
}
