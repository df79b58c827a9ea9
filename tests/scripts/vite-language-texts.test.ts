import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { kiswahiliScript, messageTextsIn, pageMessagesModule } from '../../scripts/vite-language-texts';
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
