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
import type { Plugin } from 'vite';
import { parseAst } from 'vite';
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

/** The Kiswahili script: every Kiswahili text by `namespace.key`, compiled where it takes values. */
export function kiswahiliScript(texts: MessageTexts[]): string {
  const catalog: Record<string, unknown> = {};
  for (const text of texts) {
    if (text.sw === undefined) continue;
    catalog[`${text.namespace}.${text.key}`] = text.withValues ? compileMessage(text.sw) : text.sw;
  }
  return `self.${kiswahiliTextsGlobal}=${JSON.stringify(catalog)};\n`;
}

/** The source files under `folder` that declare messages. */
export function messagesModules(folder: string): string[] {
  return (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file))
    .filter((file) => readFileSync(file, 'utf8').includes('defineMessages('));
}

export interface LanguageTextsPlugin extends Plugin {
  /** The Kiswahili script's file name in the build (`assets/kiswahili-<hash>.js`), once written. */
  kiswahiliScriptFile(): string | undefined;
}

/**
 * `domainFolder`: where the messages modules are (src/domain). `keepKiswahili`: keep both languages in the
 * modules (the prerender's build for Node does); by default only the dev server does. `kiswahiliManifest`:
 * the web manifest a Kiswahili page links, written beside the script.
 */
export function languageTexts(options: {
  domainFolder: string;
  keepKiswahili?: boolean;
  kiswahiliManifest?: { fileName: string; manifest: object };
}): LanguageTextsPlugin {
  const { domainFolder } = options;
  let keepKiswahili = options.keepKiswahili ?? true;
  let scriptFile: string | undefined;
  return {
    name: 'kinga:language-texts',
    // Before the TypeScript step, which would otherwise hand us code whose positions we then edit anyway.
    enforce: 'pre',
    configResolved(config) {
      keepKiswahili = options.keepKiswahili ?? config.command === 'serve';
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
    transform(code, id) {
      if (!id.startsWith(domainFolder) || !/\.tsx?$/.test(id.split('?')[0] ?? '')) return null;
      return pageMessagesModule(code, relative(domainFolder, id), keepKiswahili) ?? null;
    },
    generateBundle() {
      if (keepKiswahili) return;
      const texts = messagesModules(domainFolder).flatMap((file) =>
        messageTextsIn(readFileSync(file, 'utf8'), file.endsWith('.tsx') ? 'tsx' : 'ts'),
      );
      const reference = this.emitFile({
        type: 'asset',
        name: 'kiswahili.js',
        source: kiswahiliScript(texts),
      });
      scriptFile = this.getFileName(reference);
      if (options.kiswahiliManifest)
        this.emitFile({
          type: 'asset',
          fileName: options.kiswahiliManifest.fileName,
          source: JSON.stringify(options.kiswahiliManifest.manifest),
        });
    },
    kiswahiliScriptFile: () => scriptFile,
  };
}
