/** The document as committed: two-space JSON with a final newline, so a diff shows one endpoint's change. */
export const openApiText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;
