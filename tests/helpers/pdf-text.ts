// Reads a PDF back as a client's viewer would: its text (pages joined) and its document information.
import { PDFParse } from 'pdf-parse';

export interface ReadPdf {
  text: string;
  /** Each page's text, in order. */
  pages: string[];
  info: Record<string, unknown>;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return {
      text: text.text,
      pages: text.pages.map((page) => page.text),
      info: (info.info ?? {}) as Record<string, unknown>,
    };
  } finally {
    await parser.destroy();
  }
}
