// A Vite build step: preloads the body font's Latin file from index.html. The page is drawn by script,
// so without it the font is only requested once the first text renders, and text drawn in the fallback
// face then jumps when Figtree arrives (a layout shift). Preloaded, it travels beside the entry chunk.
import type { Plugin } from 'vite';

export function preloadFont(fileName: RegExp): Plugin {
  return {
    name: 'kinga:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) => fileName.test(name));
        if (!font) throw new Error(`No font file matching ${fileName} in the build`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
