import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  kiswahiliCoreScript,
  kiswahiliScript,
  type MessageTexts,
  messageTextsIn,
  pageMessagesModule,
  shortKey,
  withTextsBeforeLazyImports,
} from '../../scripts/vite-language-texts';
import { textsLoaderGlobal } from '../../src/client/language/texts-for';
import { kiswahiliTextsGlobal } from '../../src/domain/language/messages';

const source = `import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';
export const sample = defineMessages('sample', {
  plain: { en: "I'm a tenant", sw: 'Mimi ni mpangaji' },
  counted: withValues<{ count: number }>({
    en: 'We found {count, plural, one {# option} other {# options}}.',
    sw: \`Tumepata {count, plural, one {chaguo #} other {machaguo #}}.\`,
  }),
  'quoted-key': { sw: 'Kwanza', en: 'First' },
});
export const notMessages = { en: 'left alone', sw: 'as it is' };
`;

describe('the language texts build step', () => {
  it('finds every text of a defineMessages call, with its namespace, key and kind', () => {
    const texts = messageTextsIn(source);
    expect(
      texts.map(({ namespace, key, withValues, en, sw }) => ({ namespace, key, withValues, en, sw })),
    ).toEqual([
      { namespace: 'sample', key: 'plain', withValues: false, en: "I'm a tenant", sw: 'Mimi ni mpangaji' },
      {
        namespace: 'sample',
        key: 'counted',
        withValues: true,
        en: 'We found {count, plural, one {# option} other {# options}}.',
        sw: 'Tumepata {count, plural, one {chaguo #} other {machaguo #}}.',
      },
      { namespace: 'sample', key: 'quoted-key', withValues: false, en: 'First', sw: 'Kwanza' },
    ]);
  });

  it("cuts the Kiswahili texts out of a page's chunk and compiles the texts with values", () => {
    const page = pageMessagesModule(source, 'sample-messages.ts', false);
    expect(page?.code).not.toContain('Mimi ni mpangaji');
    expect(page?.code).not.toContain('Tumepata');
    expect(page?.code).not.toContain('Kwanza');
    expect(page?.code).toContain(`plain: { en: "I'm a tenant",  }`);
    expect(page?.code).toContain(
      `en: ${JSON.stringify(compileMessage('We found {count, plural, one {# option} other {# options}}.'))}`,
    );
    expect(page?.code).toContain("{  en: 'First' }");
    // Objects that are not messages keep both properties.
    expect(page?.code).toContain("export const notMessages = { en: 'left alone', sw: 'as it is' };");
  });

  it('keeps and compiles the Kiswahili texts for the dev server', () => {
    const page = pageMessagesModule(source, 'sample-messages.ts', true);
    expect(page?.code).toContain("sw: 'Mimi ni mpangaji'");
    expect(page?.code).toContain(
      `sw: ${JSON.stringify(compileMessage('Tumepata {count, plural, one {chaguo #} other {machaguo #}}.'))}`,
    );
  });

  it('leaves a module without messages alone', () => {
    expect(pageMessagesModule('export const a = 1;', 'a.ts', false)).toBeUndefined();
  });

  it('writes every Kiswahili text into one script that fills a global, compiled where it takes values', () => {
    const script = kiswahiliScript(messageTextsIn(source));
    const filled: Record<string, unknown> = {};
    new Function('self', script)(filled);
    expect(filled[kiswahiliTextsGlobal]).toEqual({
      'sample.plain': 'Mimi ni mpangaji',
      'sample.counted': compileMessage('Tumepata {count, plural, one {chaguo #} other {machaguo #}}.'),
      'sample.quoted-key': 'Kwanza',
    });
  });
});

describe("a Kiswahili page's texts, chunk by chunk", () => {
  it('makes every lazy import wait for the Kiswahili texts of the module it names', async () => {
    const code = `const Page = lazy(() => import('../pages/home-page'));\nconst later = () => import(name);\n`;
    const edited = await withTextsBeforeLazyImports(
      code,
      'tsx',
      async (source) => shortKey(`pages/${source.split('/').pop()}.tsx`),
      '/app/src/client/language/texts-for.ts',
    );
    expect(edited?.toString()).toBe(
      `import { textsFor as __textsFor } from "/app/src/client/language/texts-for.ts";\n` +
        `const Page = lazy(() => (__textsFor("${shortKey('pages/home-page.tsx')}").then(() => import('../pages/home-page'))));\n` +
        'const later = () => import(name);\n',
    );
    expect(
      await withTextsBeforeLazyImports('export const a = 1;', 'ts', async () => 'x', '/t.ts'),
    ).toBeUndefined();
    // Short and stable: the same module, the same key, build after build.
    expect(shortKey('pages/home-page.tsx')).toMatch(/^[0-9a-z]{1,7}$/);
    expect(shortKey('pages/home-page.tsx')).toBe(shortKey('pages/home-page.tsx'));
    expect(shortKey('pages/home-page.tsx')).not.toBe(shortKey('pages/terms-page.tsx'));
  });

  it("adds each chunk's texts to those the page has, and its loader fetches a lazy import's scripts", async () => {
    const page: Record<string, unknown> = {};
    new Function('self', kiswahiliScript(messageTextsIn(source)))(page);
    new Function(
      'self',
      kiswahiliScript([{ ...messageTextsIn(source)[0], key: 'other', sw: 'Nyingine' } as MessageTexts]),
    )(page);
    expect(Object.keys(page[kiswahiliTextsGlobal] as object)).toEqual([
      'sample.plain',
      'sample.counted',
      'sample.quoted-key',
      'sample.other',
    ]);

    const core = kiswahiliCoreScript([], {
      'pages/home-page.tsx': {
        texts: ['/assets/kiswahili-home-page-x.js'],
        chunks: ['/assets/home-page-y.js'],
      },
    });
    const imported: string[] = [];
    const appended: { rel: string; href: string }[] = [];
    const documentStub = {
      createElement: () => ({}) as { rel: string; href: string },
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    };
    const withImports = core.replaceAll('import(t)', 'importModule(t)');
    new Function('self', 'document', 'importModule', withImports)(page, documentStub, async (url: string) => {
      imported.push(url);
    });
    const load = page[textsLoaderGlobal] as (key: string) => Promise<unknown>;
    await load('pages/home-page.tsx');
    expect(imported).toEqual(['/assets/kiswahili-home-page-x.js']);
    expect(appended.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/assets/home-page-y.js'],
    ]);
    // A module whose chunks carry no texts waits for nothing.
    await load('pages/not-found-page.tsx');
    expect(imported).toHaveLength(1);
  });
});
