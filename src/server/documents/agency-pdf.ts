// The frame every agency document shares: A4, PDF/A-1b (archivable: fonts embedded, colours tagged), the
// agency's header, a footer with its legal identity (legal-identity.ts: the words of the Terms, never a
// licence the Terms deny), and type sized for a phone screen (body 10.5 pt).
// Fonts: Liberation Sans, embedded from ./fonts. PDF/A forbids the 14 standard fonts pdfkit would otherwise
// use unembedded, and the site's Figtree ships only as a variable WOFF2 that pdfkit cannot embed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { agency } from '../../domain/business';
import { documentWords } from '../../domain/documents/document-words';
import { currentLanguage } from '../../domain/language/current-language';
import { intlLocales } from '../../domain/language/languages';
import { legalIdentity } from '../../domain/legal-identity';

// Read once, as this realm's Uint8Array: pdfkit's browser build (which the jsdom tests resolve, running the
// server in-process) takes a path for a standard font name and checks bytes with instanceof.
const fontFile = (name: string) =>
  Uint8Array.from(readFileSync(fileURLToPath(new URL(`./fonts/${name}`, import.meta.url))));
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
const loadFonts = () => {
  fonts ??= { regular: fontFile('LiberationSans-Regular.ttf'), bold: fontFile('LiberationSans-Bold.ttf') };
  return fonts;
};

export const brand = {
  ink: '#1f2933',
  muted: '#52606d',
  accent: '#0b6e4f',
  rule: '#cbd2d9',
  band: '#eef5f2',
};
export const type = { title: 20, heading: 13, body: 10.5, small: 9 };
const MARGIN = 48;

export type AgencyPdf = PDFKit.PDFDocument;

export interface AgencyPdfOptions {
  /** The PDF's title (viewers show it); never built from what a client typed, since XMP is not escaped. */
  title: string;
  subject: string;
}

// The header sits in the top margin at fixed places, so a page a table breaks onto starts below it too.
const HEADER_HEIGHT = 96;

function header(doc: AgencyPdf) {
  const width = doc.page.width - 2 * MARGIN;
  doc.save();
  doc.rect(0, 0, doc.page.width, 6).fill(brand.accent);
  doc.restore();
  doc.font('bold').fontSize(16).fillColor(brand.accent).text(agency.name, MARGIN, 26, { width });
  doc.font('regular').fontSize(type.small).fillColor(brand.muted);
  doc.text(`${agency.address} · ${agency.postalAddress}`, MARGIN, 48, { width });
  doc.text(`${agency.phones.join(' · ')} · ${agency.email}`, MARGIN, 60, { width });
  doc
    .moveTo(MARGIN, 80)
    .lineTo(doc.page.width - MARGIN, 80)
    .strokeColor(brand.rule)
    .lineWidth(1)
    .stroke();
  doc.x = MARGIN;
  doc.y = HEADER_HEIGHT;
}

function footer(doc: AgencyPdf, pageNumber: number, pageCount: number) {
  // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const width = doc.page.width - 2 * MARGIN;
  doc.font('regular').fontSize(type.small).fillColor(brand.muted);
  // The legal identity wraps to two or three lines; the page count sits on its own line under it.
  const pageLineY = doc.page.height - 24;
  const legalY = pageLineY - 2 - doc.heightOfString(legalIdentity, { width });
  doc.text(legalIdentity, MARGIN, legalY, { width, align: 'left' });
  doc.text(documentWords.page({ page: pageNumber, pages: pageCount }), MARGIN, pageLineY, {
    width,
    align: 'right',
  });
  doc.page.margins.bottom = bottom;
}

/**
 * A document with the agency's frame, in the language spoken now (the holder's: policy-documents-service.ts);
 * write the body, then `finish` it for the bytes. The legal identity in the footer stays in English.
 */
export function startAgencyPdf({ title, subject }: AgencyPdfOptions) {
  const doc = new PDFDocument({
    size: 'A4',
    // The bottom margin leaves room for the footer's three lines of legal identity and the page count.
    margins: { top: HEADER_HEIGHT, bottom: 72, left: MARGIN, right: MARGIN },
    subset: 'PDF/A-1b',
    pdfVersion: '1.4',
    bufferPages: true,
    info: { Title: title, Author: agency.name, Subject: subject, Creator: agency.name },
    lang: intlLocales[currentLanguage()],
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  header(doc);
  doc.on('pageAdded', () => header(doc));
  return {
    doc,
    async finish(): Promise<Uint8Array> {
      const range = doc.bufferedPageRange();
      for (let index = range.start; index < range.start + range.count; index += 1) {
        doc.switchToPage(index);
        footer(doc, index + 1, range.count);
      }
      doc.end();
      return done;
    },
  };
}
