import PDFDocument from 'pdfkit';
import { formatDate, formatMoney } from '@readiness/contracts/format';
import type { TRefundReason } from '@readiness/contracts/billing';
import type { Seller } from '../domain/issue-documents.ts';

/** What an invoice or a credit note says; amounts in cents. */
export interface DocumentPdfInput {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** The invoice a credit note cancels. */
  invoiceNumber: string | null;
  issuedAt: Date;
  seller: Seller;
  buyerEmail: string;
  /** One line per row: the product, then the coupon's discount (negative). */
  lines: Array<{ description: string; amount: number }>;
  total: number;
  currency: string;
  /** "Paid", "Refunded in full on …". */
  paymentStatus: string;
  reference: string | null;
  testMode: boolean;
  refundReason?: TRefundReason | null;
}

const REFUND_REASON_TEXT: Record<TRefundReason, string> = {
  guarantee: '30-day money-back guarantee',
  'duplicate-payment': 'Duplicate payment: the buyer already held Premium; refunded automatically',
  dispute: 'Payment dispute',
  admin: 'Refunded by the seller',
};

const COLOURS = { text: '#111827', muted: '#4b5563', rule: '#d1d5db', accent: '#1d4ed8', panel: '#eff6ff' };

// The standard fonts encode WinAnsi only: the minus sign and the dashes the product writes, spelt there.
const REPLACEMENTS: Record<string, string> = { '−': '-', '‑': '-', '\u00a0': ' ', '\u202f': ' ' };
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += code < 256 || WIN_ANSI_EXTRA.has(char) ? char : (REPLACEMENTS[char] ?? '?');
  }
  return out;
}

/**
 * An invoice (or the credit note of its refund) as one A4 page of real, extractable text: the seller with its
 * address and tax id, the buyer, number and date, the lines (the coupon's discount as its own line), the total,
 * the payment status, and TEST MODE said so when no money moved.
 */
export function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  const isCredit = input.kind === 'credit-note';
  const title = isCredit ? 'Credit note' : 'Invoice';
  const sign = isCredit ? -1 : 1;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: toWinAnsi(`${title} ${input.number}`),
      Author: toWinAnsi(input.seller.name),
      Subject: toWinAnsi(`${title} ${input.number} for ${input.buyerEmail}`),
      CreationDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string) => toWinAnsi(value);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const money = (cents: number) => text(formatMoney(cents, input.currency));

  // Heading: the seller on the left, the document on the right.
  doc.fillColor(COLOURS.accent).font('Helvetica-Bold').fontSize(22).text(title, left, 50, { width });
  if (input.testMode)
    doc
      .fillColor('#b45309')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('TEST MODE: no money moved', left, 56, { width, align: 'right' });
  const top = 95;
  doc.fillColor(COLOURS.muted).font('Helvetica').fontSize(9).text('From', left, top);
  doc
    .fillColor(COLOURS.text)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(text(input.seller.name), left, top + 13, {
      width: width / 2 - 10,
    });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(text(input.seller.address), { width: width / 2 - 10 })
    .text(text(`Tax id: ${input.seller.taxId}`), { width: width / 2 - 10 })
    .text(text(input.seller.email), { width: width / 2 - 10 });
  const sellerBottom = doc.y;

  const rightX = left + width / 2 + 10;
  const facts: Array<[string, string]> = [
    [`${title} number`, input.number],
    ...(isCredit && input.invoiceNumber
      ? ([['Cancels invoice', input.invoiceNumber]] as Array<[string, string]>)
      : []),
    ['Date', formatDate(input.issuedAt)],
    ['Payment status', input.paymentStatus],
    ...(input.reference ? ([['Payment reference', input.reference]] as Array<[string, string]>) : []),
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc
      .fillColor(COLOURS.muted)
      .font('Helvetica')
      .fontSize(9)
      .text(text(label), rightX, y, { width: width / 2 - 10 });
    doc
      .fillColor(COLOURS.text)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(text(value), rightX, y + 11, {
        width: width / 2 - 10,
      });
    y = doc.y + 6;
  }

  y = Math.max(sellerBottom, y) + 18;
  doc
    .fillColor(COLOURS.muted)
    .font('Helvetica')
    .fontSize(9)
    .text(isCredit ? 'Credited to' : 'Billed to', left, y);
  doc
    .fillColor(COLOURS.text)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(text(input.buyerEmail), left, y + 13, { width });
  y = doc.y + 24;

  // The lines.
  const amountWidth = 110;
  doc.rect(left, y, width, 22).fill(COLOURS.panel);
  doc.fillColor(COLOURS.text).font('Helvetica-Bold').fontSize(10);
  doc.text('Description', left + 8, y + 7, { width: width - amountWidth - 16 });
  doc.text('Amount', left + width - amountWidth - 8, y + 7, { width: amountWidth, align: 'right' });
  y += 30;
  doc.font('Helvetica').fontSize(10);
  for (const line of input.lines) {
    doc
      .fillColor(COLOURS.text)
      .text(text(line.description), left + 8, y, { width: width - amountWidth - 16 });
    const lineBottom = doc.y;
    doc.text(money(sign * line.amount), left + width - amountWidth - 8, y, {
      width: amountWidth,
      align: 'right',
    });
    y = Math.max(lineBottom, doc.y) + 8;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(COLOURS.rule)
    .lineWidth(1)
    .stroke();
  y += 10;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOURS.text);
  doc.text(isCredit ? 'Total credited' : 'Total', left + 8, y, { width: width - amountWidth - 16 });
  doc.text(money(sign * input.total), left + width - amountWidth - 8, y, {
    width: amountWidth,
    align: 'right',
  });
  y = doc.y + 20;

  doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
  const notes = [
    isCredit && input.refundReason ? `Reason: ${REFUND_REASON_TEXT[input.refundReason]}.` : null,
    isCredit
      ? 'The amount above was refunded in full to the card that paid it.'
      : 'One-time payment for lifetime access. 30-day money-back guarantee from the date of payment.',
    `Amounts in ${input.currency.toUpperCase()}. No VAT or sales tax was charged on this ${isCredit ? 'credit note' : 'invoice'}.`,
  ].filter((note): note is string => note !== null);
  for (const note of notes) {
    doc.text(text(note), left, y, { width });
    y = doc.y + 4;
  }
  doc.end();
  return done;
}
