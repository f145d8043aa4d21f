import PDFDocument from 'pdfkit';

/**
 * What every PDF of the service shares: A4 with the standard fonts (real, extractable text), the house colours, a
 * section title with its rule, bullets, and a footer with "Page N of M" on every page once the count is known.
 * The full and summary reports and the organisation's board report are written on it.
 */
export const PAGE = { margin: 50, footer: 30 };
export const COLOURS = {
  text: '#111827',
  muted: '#4b5563',
  rule: '#d1d5db',
  accent: '#1d4ed8',
  grid: '#e5e7eb',
  marker: '#111827',
  panel: '#eff6ff',
  /** One per maturity level, Initial to Optimised. */
  levels: ['#dc2626', '#ea580c', '#ca8a04', '#65a30d', '#15803d'],
};

// The standard PDF fonts encode WinAnsi only; anything else would come out as garbage in the text layer.
const REPLACEMENTS: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '−': '-',
  '‑': '-',
  '✓': 'v',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text as the standard fonts can encode it (WinAnsi): a few signs spelled out, anything else a "?". */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 256 || WIN_ANSI_EXTRA.has(char)) out += char;
    else out += REPLACEMENTS[char] ?? '?';
  }
  return out;
}

export type PdfFont = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';

export interface PdfInfo {
  title: string;
  subject: string;
  creationDate: Date;
}

export function createPdfDocument(info: PdfInfo) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: toWinAnsi(info.title),
      Author: 'AI Readiness',
      Subject: info.subject,
      CreationDate: info.creationDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const bottom = () => doc.page.height - PAGE.margin - PAGE.footer;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.x = left;
    return doc.text(toWinAnsi(value), { width, ...options });
  };
  const style = (font: PdfFont, size: number, colour: string) =>
    doc.font(font).fontSize(size).fillColor(colour);
  /** A section's title in the accent colour over a thin rule, on a new page when `needed` points do not fit. */
  const sectionTitle = (title: string, { needed = 60, spaceAbove = 0.8 } = {}) => {
    ensureSpace(needed);
    doc.moveDown(spaceAbove);
    style('Helvetica-Bold', 14, COLOURS.accent);
    text(title);
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.y = y + 6;
    style('Helvetica', 10, COLOURS.text);
  };
  const bullet = (value: string, indent = 12, size = 10) => {
    style('Helvetica', size, COLOURS.text);
    const height = doc.heightOfString(toWinAnsi(value), { width: width - indent });
    ensureSpace(Math.min(height, 40) + 2);
    const y = doc.y;
    doc.text('•', left + indent - 10, y, { lineBreak: false });
    doc.text(toWinAnsi(value), left + indent, y, { width: width - indent });
    doc.x = left;
  };
  /** Writes the footer (`line` on the left, "Page N of M" on the right) on every page, and ends the document. */
  const finish = (line: string): Promise<Buffer> => {
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const margins = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - PAGE.margin + 10;
      doc
        .moveTo(left, y - 6)
        .lineTo(left + width, y - 6)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      style('Helvetica', 8, COLOURS.muted);
      doc.text(toWinAnsi(line), left, y, { width: (width * 2) / 3, lineBreak: false });
      doc.text(`Page ${index + 1 - range.start} of ${range.count}`, left + width / 2, y, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = margins;
    }
    doc.end();
    return done;
  };
  return { doc, left, width, ensureSpace, text, style, sectionTitle, bullet, finish };
}
