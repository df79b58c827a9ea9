// The few building blocks both documents are made of: a title, a section heading, label–value facts and a
// two-column amount table (right-aligned, so figures line up on a phone).
import { documentWords } from '../../domain/documents/document-words';
import type { DocumentLine } from '../../domain/documents/premium-lines';
import { currentLanguage } from '../../domain/language/current-language';
import { legalIdentityMessages } from '../../domain/legal-identity';
import { type AgencyPdf, brand, type } from './agency-pdf';

const contentWidth = (doc: AgencyPdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export function title(doc: AgencyPdf, text: string, subtitle?: string) {
  doc.font('bold').fontSize(type.title).fillColor(brand.ink).text(text, doc.page.margins.left);
  if (subtitle) doc.font('regular').fontSize(type.body).fillColor(brand.muted).text(subtitle);
  doc.moveDown(0.8);
}

/** A section heading, on a new page unless `keepWith` points of what follows fit below it. */
export function heading(doc: AgencyPdf, text: string, keepWith = 90) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - keepWith) doc.addPage();
  doc.moveDown(0.4);
  doc.font('bold').fontSize(type.heading).fillColor(brand.accent).text(text, doc.page.margins.left);
  doc.moveDown(0.3);
}

/** A plain paragraph across the page (the underwriter's licence under a document's facts). */
export function note(doc: AgencyPdf, text: string) {
  doc.moveDown(0.2);
  doc
    .font('regular')
    .fontSize(type.body)
    .fillColor(brand.ink)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.4);
}

/**
 * Legal wording, binding in English as the Terms are: an English document prints it as a paragraph; any
 * other says so in its own language (once a document: `saySo` false for a second block), prints the
 * English, then `summary` in its own language.
 */
export function legalTerms(doc: AgencyPdf, english: string, summary: string, { saySo = true } = {}) {
  if (currentLanguage() === 'en') {
    note(doc, english);
    return;
  }
  if (saySo) {
    doc.moveDown(0.2);
    doc
      .font('bold')
      .fontSize(type.small)
      .fillColor(brand.muted)
      .text(documentWords.legalInEnglish, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  }
  note(doc, english);
  doc
    .font('bold')
    .fontSize(type.body)
    .fillColor(brand.accent)
    .text(documentWords.summaryHeading, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  note(doc, summary);
}

/** Who underwrites the policy, under which licence (legal wording), and the agency's place in it. */
export function underwriting(doc: AgencyPdf, line: string, underwriter: string, options = { saySo: true }) {
  const summary = `${documentWords.underwrittenBy({ underwriter })} ${legalIdentityMessages.statement}`;
  legalTerms(doc, line, summary, options);
}

/** Label–value pairs, the label muted in a fixed column. */
export function facts(doc: AgencyPdf, rows: { label: string; value: string }[]) {
  const x = doc.page.margins.left;
  const labelWidth = 130;
  for (const row of rows) {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(type.body)
      .fillColor(brand.muted)
      .text(row.label, x, y, { width: labelWidth });
    const afterLabel = doc.y;
    doc
      .font('bold')
      .fillColor(brand.ink)
      .text(row.value, x + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
  doc.x = x;
}

/** A table of rows whose last column is an amount; `totalLast` sets the last row in bold on a band. */
export function amountTable(
  doc: AgencyPdf,
  header: string[],
  rows: string[][],
  options: { totalLast?: boolean } = {},
) {
  const columns = header.length;
  const lastRow = rows.length;
  doc.x = doc.page.margins.left;
  doc.font('regular').fontSize(type.body);
  doc.table({
    columnStyles: (index) => (index === columns - 1 ? { width: 120, align: { x: 'right' } } : { width: '*' }),
    defaultStyle: {
      // Top, right, bottom, left: rules between rows only, which read better than a grid on a phone.
      border: [0, 0, 0.5, 0],
      borderColor: brand.rule,
      padding: { top: 5, bottom: 5, left: 4, right: 4 },
      textColor: brand.ink,
    },
    rowStyles: (index) => {
      if (index === 0) return { font: { src: 'bold' }, textColor: brand.muted, border: [0, 0, 1, 0] };
      if (options.totalLast && index === lastRow)
        return { font: { src: 'bold' }, backgroundColor: brand.band };
      return undefined;
    },
    data: [header, ...rows],
  });
  doc.font('regular').fontSize(type.body);
  doc.moveDown(0.6);
}

export const lineRows = (lines: DocumentLine[]) => lines.map((line) => [line.label, line.amount]);
