// Reads the QR code on a PDF's page as a phone's camera would: the page rendered to pixels, then decoded.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFParse } from 'pdf-parse';
import decodeQR from 'qr/decode.js';

/** The text the QR code on page `page` (1-based) encodes; throws when there is none to read. */
export async function readPdfQr(bytes: Uint8Array, page = 1): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const shot = await parser.getScreenshot({
      scale: 2,
      partial: [page],
      imageBuffer: true,
      imageDataUrl: false,
    });
    const rendered = shot.pages[0];
    if (!rendered) throw new Error(`the PDF has no page ${page}`);
    const image = await loadImage(Buffer.from(rendered.data));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height);
    return decodeQR({ width: pixels.width, height: pixels.height, data: pixels.data });
  } finally {
    await parser.destroy();
  }
}
