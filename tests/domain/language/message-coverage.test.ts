// The key-coverage test (issue 28): every text the product shows has its Kiswahili, and a Kiswahili text
// keeps every value its English puts in (amounts, names, references). It reads the messages two ways, as
// the product does: loaded (what the server and the tests read) and from the source (what the client
// build moves into the Kiswahili script), and the two must agree.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MessageTexts, messagesModules, messageTextsIn } from '../../../scripts/vite-language-texts';
import { definedMessages } from '../../../src/domain/language/messages';

const srcFolder = fileURLToPath(new URL('../../../src', import.meta.url));
const modules = messagesModules(srcFolder).filter((file) => !file.endsWith('language/messages.ts'));
const fromSource: (MessageTexts & { file: string })[] = modules.flatMap((file) =>
  messageTextsIn(readFileSync(file, 'utf8'), file.endsWith('.tsx') ? 'tsx' : 'ts').map((text) => ({
    ...text,
    file: relative(srcFolder, file),
  })),
);

/** The values an ICU text puts in: '{name} paid {amount, number}' → amount, name. */
function valuesOf(text: string): string[] {
  const names = new Set<string>();
  // Lingui's compiled form: a list of parts, each a text or [name, type?, options?], where each option
  // (a plural's 'one', a select's 'phone') is a compiled message in turn.
  const visit = (message: unknown) => {
    if (!Array.isArray(message)) return;
    for (const part of message) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const options = part[2];
      if (options && typeof options === 'object') for (const option of Object.values(options)) visit(option);
    }
  };
  visit(compileMessage(text));
  return [...names].sort();
}

beforeAll(async () => {
  for (const file of modules) await import(file);
});

describe('every message in both languages', () => {
  it('finds the messages modules', () => {
    expect(modules.length).toBeGreaterThan(2);
  });

  it('has a Kiswahili text for every English one', () => {
    const missing = fromSource
      .filter((text) => !text.sw?.trim())
      .map((t) => `${t.file}: ${t.namespace}.${t.key}`);
    expect(missing).toEqual([]);
  });

  it('keeps in Kiswahili every value the English puts in', () => {
    const differing = fromSource
      .filter((text) => text.withValues && text.sw !== undefined)
      .filter((text) => valuesOf(text.en).join() !== valuesOf(text.sw ?? '').join())
      .map((t) => `${t.namespace}.${t.key}: ${valuesOf(t.en)} vs ${valuesOf(t.sw ?? '')}`);
    expect(differing).toEqual([]);
  });

  it('declares a text with values as such, and a plain text without any', () => {
    const wrong = fromSource
      .filter((text) => valuesOf(text.en).length > 0 !== text.withValues)
      .map((t) => `${t.file}: ${t.namespace}.${t.key}`);
    expect(wrong).toEqual([]);
  });

  it('gives each module a namespace of its own', () => {
    const owners = new Map<string, Set<string>>();
    for (const text of fromSource)
      owners.set(text.namespace, (owners.get(text.namespace) ?? new Set()).add(text.file));
    expect([...owners].filter(([, files]) => files.size > 1).map(([namespace]) => namespace)).toEqual([]);
  });

  it('writes every text as a literal the build can move (what is loaded is what the source says)', () => {
    const loaded = [...definedMessages]
      .filter(([namespace]) => !namespace.startsWith('test-'))
      .flatMap(([namespace, entries]) =>
        Object.entries(entries).map(([key, entry]) => `${namespace}.${key} ${entry.en} | ${entry.sw}`),
      )
      .sort();
    const read = fromSource.map((t) => `${t.namespace}.${t.key} ${t.en} | ${t.sw}`).sort();
    expect(loaded).toEqual(read);
  });
});
