// A document's verification link as a QR code, drawn in the PDF as vector squares (crisp at any zoom and
// in print, no image to embed). Medium error correction: a creased or smudged paper copy still scans.
import encodeQR from 'qr';
import { verificationMessages } from '../../domain/documents/verification-messages';
import { type AgencyPdf, brand, type } from './agency-pdf';

/** The code's modules, row by row (true: dark), with the standard's four-module quiet zone around them. */
export const verificationQrModules = (link: string): boolean[][] =>
  encodeQR(link, 'raw', { ecc: 'medium', border: 4 });

const SIDE = 92;

/**
 * The check a document carries at its end: the QR code with the short link beside it, kept on one page so
 * the code and the words that explain it are never apart.
 */
export function verificationBlock(doc: AgencyPdf, link: string) {
  const left = doc.page.margins.left;
  if (doc.y > doc.page.height - doc.page.margins.bottom - SIDE - 24) doc.addPage();
  doc.moveDown(0.8);
  const top = doc.y;
  const modules = verificationQrModules(link);
  const unit = SIDE / modules.length;
  doc.save();
  doc.rect(left, top, SIDE, SIDE).fill('#ffffff');
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) doc.rect(left + x * unit, top + y * unit, unit, unit);
    });
  });
  doc.fill('#000000');
  doc.restore();
  const textLeft = left + SIDE + 14;
  const width = doc.page.width - doc.page.margins.right - textLeft;
  doc
    .font('bold')
    .fontSize(type.heading)
    .fillColor(brand.accent)
    .text(verificationMessages.documentCheckTitle, textLeft, top + 8, { width });
  doc
    .font('regular')
    .fontSize(type.body)
    .fillColor(brand.ink)
    .text(verificationMessages.documentCheckLine, textLeft, doc.y + 4, { width });
  doc.font('bold').text(link, textLeft, doc.y + 2, { width });
  doc.x = left;
  doc.y = Math.max(doc.y, top + SIDE) + 6;
}
