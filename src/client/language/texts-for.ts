// Every lazy import of the client build waits for this first (scripts/vite-language-texts.ts writes the
// call in): on a Kiswahili page, the loader its Kiswahili script set fetches the texts of the chunks the
// import brings; an English page has no loader, and the import goes at once.

/** The global the Kiswahili script sets to its loader (scripts/vite-language-texts.ts writes both). */
export const textsLoaderGlobal = '__kingaTexts';

type TextsLoader = (key: string) => Promise<unknown>;

export function textsFor(key: string): Promise<unknown> {
  const loader = (globalThis as Record<string, unknown>)[textsLoaderGlobal] as TextsLoader | undefined;
  return loader ? loader(key) : Promise.resolve();
}
