import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { DEV_SELLER } from '../env.ts';
import { renderDocumentPdf, type DocumentPdfInput } from './render-document-pdf.ts';

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const result = await parser.getText();
  await parser.destroy();
  return result.text.replace(/\s+/g, ' ');
}

const SELLER = {
  name: 'AI Readiness Ltd',
  address: '1 Main Street, Dublin D01 X2Y3, Ireland',
  taxId: 'IE1234567X',
  email: 'billing@example.com',
};

const INVOICE: DocumentPdfInput = {
  kind: 'invoice',
  number: 'INV-000042',
  invoiceNumber: 'INV-000042',
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  seller: SELLER,
  buyerEmail: 'buyer@example.com',
  lines: [
    { description: 'AI Readiness Premium: lifetime access (one-time payment)', amount: 4900 },
    { description: 'Coupon HALF: 50% off', amount: -2450 },
  ],
  total: 2450,
  currency: 'usd',
  paymentStatus: 'Paid on 25 Nov 2026',
  reference: 'cs_test_abc',
  testMode: false,
};

/** BILLING_PDF_OUT=<dir> keeps the PDFs, to look at them (pdftoppm -png). */
const keep = (name: string, pdf: Buffer) => {
  if (process.env.BILLING_PDF_OUT) writeFileSync(join(process.env.BILLING_PDF_OUT, name), pdf);
};

describe('invoice and credit note PDFs', () => {
  it('the invoice names seller (address, tax id), buyer, number, date, lines, discount, total and status', async () => {
    const pdf = await renderDocumentPdf(INVOICE);
    keep('invoice.pdf', pdf);
    const text = await textOf(pdf);
    for (const expected of [
      'Invoice',
      'AI Readiness Ltd',
      '1 Main Street, Dublin D01 X2Y3, Ireland',
      'Tax id: IE1234567X',
      'buyer@example.com',
      'INV-000042',
      '25 Nov 2026',
      'Coupon HALF: 50% off',
      '$49.00',
      '-$24.50',
      'Total $24.50',
      'Paid on 25 Nov 2026',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('$-');
    expect(text).not.toContain('TEST MODE');
  });

  it('the credit note cancels its invoice, with every amount negative and the reason', async () => {
    const pdf = await renderDocumentPdf({
      ...INVOICE,
      kind: 'credit-note',
      number: 'CN-000007',
      issuedAt: new Date('2026-11-26T09:00:00Z'),
      paymentStatus: 'Refunded in full on 26 Nov 2026',
      refundReason: 'duplicate-payment',
      testMode: true,
    });
    keep('credit-note.pdf', pdf);
    const text = await textOf(pdf);
    for (const expected of [
      'Credit note',
      'CN-000007',
      'Cancels invoice INV-000042',
      '-$49.00',
      '$24.50',
      'Total credited -$24.50',
      'Duplicate payment',
      'TEST MODE: no money moved',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('$-');
  });

  it('says so when the seller is still the development placeholder', async () => {
    const pdf = await renderDocumentPdf({
      ...INVOICE,
      seller: { name: DEV_SELLER.name, address: DEV_SELLER.address, taxId: DEV_SELLER.taxId, email: 'x@y.z' },
    });
    keep('invoice-development.pdf', pdf);
    const text = await textOf(pdf);
    expect(text).toContain('Development seller — set SELLER_NAME');
    expect(text).toContain('Set SELLER_TAX_ID');
  });
});
