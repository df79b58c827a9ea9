// A Vite build step for the product's two languages (issue 28). The messages modules
// (src/domain/**, `defineMessages`) hold every text in English and Kiswahili; a page carries only its own:
// - the chunks keep the English texts and lose the Kiswahili ones, so an English page downloads no
//   Kiswahili (the home page's JS has a 90 KB gz budget);
// - every Kiswahili text goes into one classic script, `assets/kiswahili-<hash>.js`, which a Kiswahili
//   page runs before the app (a deferred script runs before the module scripts after it), so every
//   message read is already in Kiswahili, even one made while a module loads;
// - texts with values (`withValues`) are compiled here to Lingui's compiled form, so the browser needs
//   Lingui's small runtime and never its 6.6 KB gz compiler.
// The dev server keeps both languages inline (compiled), and the switch works there too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';
import { textsLoaderGlobal } from '../src/client/language/texts-for.ts';
import { kiswahiliTextsGlobal } from '../src/domain/language/messages.ts';
import { languageChoiceScript } from '../src/server/static/language-choice-script.ts';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export interface MessageTexts {
  namespace: string;
  key: string;
  withValues: boolean;
  en: string;
  sw?: string;
  /** Where the `sw` property sits in the module's code, to cut it out. */
  swRange?: [number, number];
  enRange: [number, number];
  swValueRange?: [number, number];
}

function literalText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return ((node.quasis as { value: { cooked: string } }[])[0] ?? { value: { cooked: '' } }).value.cooked;
  return undefined;
}

function propertyName(node: Node): string | undefined {
  const key = node.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const typed = node as Node;
  if (typeof typed.type === 'string') yield typed;
  for (const [name, value] of Object.entries(typed)) if (name !== 'type') yield* walk(value);
}

/** Every text a module's `defineMessages(namespace, { … })` calls declare, with where each sits. */
export function messageTextsIn(code: string, lang: 'ts' | 'tsx' = 'ts'): MessageTexts[] {
  if (!code.includes('defineMessages(')) return [];
  const found: MessageTexts[] = [];
  for (const node of walk(parseAst(code, { lang } as never))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier' || callee.name !== 'defineMessages') continue;
    const [namespaceNode, entriesNode] = node.arguments as Node[];
    const namespace = namespaceNode && literalText(namespaceNode);
    if (namespace === undefined || entriesNode?.type !== 'ObjectExpression') continue;
    for (const property of entriesNode.properties as Node[]) {
      if (property.type !== 'Property') continue;
      const key = propertyName(property);
      let value = property.value as Node;
      let withValues = false;
      if (value.type === 'CallExpression' && (value.callee as Node).type === 'Identifier') {
        withValues = (value.callee as Node).name === 'withValues';
        value = (value.arguments as Node[])[0] as Node;
      }
      if (!key || value?.type !== 'ObjectExpression') continue;
      const texts: Partial<MessageTexts> = { namespace, key, withValues };
      for (const language of value.properties as Node[]) {
        const name = language.type === 'Property' ? propertyName(language) : undefined;
        const text = literalText(language.value as Node);
        if (text === undefined) continue;
        const valueNode = language.value as Node;
        if (name === 'en') {
          texts.en = text;
          texts.enRange = [valueNode.start, valueNode.end];
        } else if (name === 'sw') {
          texts.sw = text;
          texts.swRange = [language.start, language.end];
          texts.swValueRange = [valueNode.start, valueNode.end];
        }
      }
      if (texts.en !== undefined && texts.enRange) found.push(texts as MessageTexts);
    }
  }
  return found;
}

const compiledText = (text: string) => JSON.stringify(compileMessage(text));

/**
 * A messages module as a page carries it: texts with values compiled, and (`keepKiswahili` false) the
 * Kiswahili texts cut out. Undefined when the module declares no texts.
 */
export function pageMessagesModule(code: string, id: string, keepKiswahili: boolean) {
  const texts = messageTextsIn(code, id.endsWith('.tsx') ? 'tsx' : 'ts');
  if (texts.length === 0) return undefined;
  const edited = new MagicString(code);
  for (const text of texts) {
    if (text.withValues) edited.overwrite(text.enRange[0], text.enRange[1], compiledText(text.en));
    if (text.sw === undefined || !text.swRange || !text.swValueRange) continue;
    if (!keepKiswahili) {
      // The property and the comma after it: `sw: '…',`.
      const after = code.slice(text.swRange[1]).match(/^\s*,/)?.[0].length ?? 0;
      edited.remove(text.swRange[0], text.swRange[1] + after);
    } else if (text.withValues) {
      edited.overwrite(text.swValueRange[0], text.swValueRange[1], compiledText(text.sw));
    }
  }
  return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
}

/** Kiswahili texts by `namespace.key`, compiled where they take values. */
function kiswahiliCatalog(texts: MessageTexts[]): Record<string, unknown> {
  const catalog: Record<string, unknown> = {};
  for (const text of texts) {
    if (text.sw === undefined) continue;
    catalog[`${text.namespace}.${text.key}`] = text.withValues ? compileMessage(text.sw) : text.sw;
  }
  return catalog;
}

/** A chunk's Kiswahili script: its modules' texts, added to those the page already has. */
export function kiswahiliScript(texts: MessageTexts[]): string {
  return `Object.assign(self.${kiswahiliTextsGlobal}??={},${JSON.stringify(kiswahiliCatalog(texts))});\n`;
}

/**
 * The Kiswahili script a Kiswahili page runs before the app: the texts of everything the app's entry
 * loads, and the loader every lazy import waits for (`textsLoaderGlobal`), which fetches the Kiswahili
 * scripts of the chunks that import brings, beside the chunks themselves. `lazyImports`: for each module
 * a lazy import names, its chunks' Kiswahili scripts and the chunks to fetch beside them.
 */
export function kiswahiliCoreScript(
  texts: MessageTexts[],
  lazyImports: Record<string, { texts: string[]; chunks: string[] }>,
): string {
  // A script that cannot be fetched (offline, never downloaded) leaves its texts in English rather than
  // failing the page.
  const loader = `(k)=>{const m=${JSON.stringify(lazyImports)}[k];if(!m||!m.texts.length)return Promise.resolve();for(const c of m.chunks){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=c;document.head.append(l)}return Promise.all(m.texts.map((t)=>import(t))).catch(()=>{})}`;
  return `${kiswahiliScript(texts)}self.${textsLoaderGlobal}=${loader};\n`;
}

/** A short, stable name for a lazily imported module ('pages/home-page.tsx' → 'x3k9a1'): FNV-1a, base 36. */
export function shortKey(module: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < module.length; index += 1) {
    hash ^= module.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A client module with its lazy imports waiting for their Kiswahili texts: `import('./x')` becomes
 * `__textsFor('<key>').then(() => import('./x'))`, `key` naming the imported module, and `__textsFor` is
 * imported from `loaderModule` (src/client/language/texts-for.ts).
 */
export async function withTextsBeforeLazyImports(
  code: string,
  lang: 'ts' | 'tsx',
  keyOf: (source: string) => Promise<string | undefined>,
  loaderModule: string,
) {
  if (!code.includes('import(')) return undefined;
  const edited = new MagicString(code);
  let changed = false;
  for (const node of walk(parseAst(code, { lang } as never))) {
    if (node.type !== 'ImportExpression') continue;
    const source = literalText(node.source as Node);
    const key = source === undefined ? undefined : await keyOf(source);
    if (key === undefined) continue;
    edited.prependLeft(node.start, `(__textsFor(${JSON.stringify(key)}).then(() => `);
    edited.appendRight(node.end, '))');
    changed = true;
  }
  if (!changed) return undefined;
  edited.prepend(`import { textsFor as __textsFor } from ${JSON.stringify(loaderModule)};\n`);
  return edited;
}

/** The source files under `folder` that declare messages. */
export function messagesModules(folder: string): string[] {
  return (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file))
    .filter((file) => readFileSync(file, 'utf8').includes('defineMessages('));
}

export interface LanguageTextsPlugin extends Plugin {
  /** The Kiswahili script a Kiswahili page runs first (`assets/kiswahili-<hash>.js`), once written. */
  kiswahiliScriptFile(): string | undefined;
  /** The Kiswahili scripts of what a lazily loaded module brings ('pages/home-page.tsx'), once written. */
  kiswahiliScriptsOf(module: string): string[];
}

/** The chunks a chunk brings with it: itself and what it imports statically, all the way down. */
function staticGraph(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * `domainFolder`: where the messages modules are (src/domain). `keepKiswahili`: keep both languages in the
 * modules (the prerender's build for Node does); by default only the dev server does. `kiswahiliManifest`:
 * the web manifest a Kiswahili page links, written beside the scripts.
 */
export function languageTexts(options: {
  domainFolder: string;
  keepKiswahili?: boolean;
  kiswahiliManifest?: { fileName: string; manifest: object };
}): LanguageTextsPlugin {
  const { domainFolder } = options;
  let keepKiswahili = options.keepKiswahili ?? true;
  let clientRoot = '';
  let coreFile: string | undefined;
  // A lazy import's key → the module it names ('pages/home-page.tsx', under the client's root) and its id.
  const lazilyImported = new Map<string, { module: string; id: string }>();
  let lazyImports: Record<string, { texts: string[]; chunks: string[] }> = {};
  return {
    name: 'kinga:language-texts',
    // Before the TypeScript step, which would otherwise hand us code whose positions we then edit anyway.
    enforce: 'pre',
    configResolved(config) {
      keepKiswahili = options.keepKiswahili ?? config.command === 'serve';
      clientRoot = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      // Every page (the shell, and the prerendered pages made from it) sends its reader to their language
      // before anything is painted (server/static/language-choice-script.ts).
      // Right after the charset, which must come within the first 1024 bytes.
      handler: (html) => {
        const charset = /<meta charset="[^"]+"\s*\/?>/i.exec(html);
        if (!charset) throw new Error('language texts: index.html has no <meta charset>');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}<script>${languageChoiceScript}</script>${html.slice(at)}`;
      },
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (file.startsWith(domainFolder))
        return pageMessagesModule(code, relative(domainFolder, id), keepKiswahili) ?? null;
      if (keepKiswahili || !file.startsWith(clientRoot)) return null;
      const edited = await withTextsBeforeLazyImports(
        code,
        file.endsWith('.tsx') ? 'tsx' : 'ts',
        async (source) => {
          const resolved = await this.resolve(source, id);
          if (!resolved || resolved.external) return undefined;
          const module = relative(clientRoot, resolved.id.split('?')[0] ?? resolved.id);
          const key = shortKey(module);
          const named = lazilyImported.get(key);
          if (named && named.module !== module)
            throw new Error(`language texts: ${module} and ${named.module} have the same key`);
          lazilyImported.set(key, { module, id: resolved.id });
          return key;
        },
        join(clientRoot, 'language/texts-for.ts'),
      );
      return edited
        ? { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) }
        : null;
    },
    generateBundle: {
      // After Vite's own steps, which drop the chunks that held only CSS.
      order: 'post',
      handler(_options, bundle) {
        if (keepKiswahili) return;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const textsOfModule = new Map<string, MessageTexts[]>();
        for (const file of messagesModules(domainFolder))
          textsOfModule.set(
            file,
            messageTextsIn(readFileSync(file, 'utf8'), file.endsWith('.tsx') ? 'tsx' : 'ts'),
          );
        const textsOf = (chunk: OutputChunk) => chunk.moduleIds.flatMap((id) => textsOfModule.get(id) ?? []);
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('language texts: the build has no entry chunk');
        const entryGraph = staticGraph(bundle, entry);
        const loadedFirst = new Set(entryGraph.map((chunk) => chunk.fileName));
        // Each other chunk with texts gets a Kiswahili script of its own.
        const scriptOf = new Map<string, string>();
        for (const chunk of chunks) {
          const texts = textsOf(chunk);
          if (loadedFirst.has(chunk.fileName) || texts.length === 0) continue;
          const reference = this.emitFile({
            type: 'asset',
            name: `kiswahili-${chunk.name}.js`,
            source: kiswahiliScript(texts),
          });
          scriptOf.set(chunk.fileName, `/${this.getFileName(reference)}`);
        }
        lazyImports = {};
        for (const [key, { id }] of lazilyImported) {
          const home =
            chunks.find((chunk) => chunk.facadeModuleId === id) ??
            chunks.find((chunk) => chunk.moduleIds.includes(id));
          if (!home) continue;
          const brought = staticGraph(bundle, home).filter((chunk) => !loadedFirst.has(chunk.fileName));
          const texts = brought.flatMap((chunk) => scriptOf.get(chunk.fileName) ?? []);
          if (texts.length > 0)
            lazyImports[key] = { texts, chunks: brought.map((chunk) => `/${chunk.fileName}`) };
        }
        const reference = this.emitFile({
          type: 'asset',
          name: 'kiswahili.js',
          source: kiswahiliCoreScript(entryGraph.flatMap(textsOf), lazyImports),
        });
        coreFile = this.getFileName(reference);
        if (options.kiswahiliManifest)
          this.emitFile({
            type: 'asset',
            fileName: options.kiswahiliManifest.fileName,
            source: JSON.stringify(options.kiswahiliManifest.manifest),
          });
      },
    },
    kiswahiliScriptFile: () => coreFile,
    kiswahiliScriptsOf: (module) => lazyImports[shortKey(module)]?.texts ?? [],
  };
}
