import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { useSharedStack } from '@readiness/testing/shared-stack';
import type { TestStack } from '@readiness/testing/stack';

// The built stack: a TEST MODE purchase through the gateway, and the receipt as it reaches the SMTP server on
// loopback (the stack's inbox, parsed by mailparser): the invoice billing rendered, attached, with the amount paid.
let stack: TestStack;
beforeAll(async () => {
  stack = await useSharedStack();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

type InboxMessage = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; base64: string }>;
};

async function receiptFor(address: string): Promise<InboxMessage> {
  const inboxUrl = inject('inboxUrl' as never) as string;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const messages = (await (await fetch(`${inboxUrl}/messages`)).json()) as InboxMessage[];
    const found = messages.find((m) => m.to.includes(address) && /receipt/.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no receipt to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function api(path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      origin: stack.baseUrl,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

it('attaches the invoice PDF of the purchase to the receipt, with the amount paid, and keeps the link', async () => {
  const email = `buyer-${randomUUID().slice(0, 8)}@customer.test`;
  const registered = await api('/api/auth/register', null, {
    email,
    password: 'correct horse battery staple',
    firstName: 'Barbara',
    lastName: 'Liskov',
    returnToken: true,
  });
  expect(registered.status).toBe(201);
  const token = registered.data.token as string;
  const checkout = await api('/api/create-checkout-session', token, { productType: 'premium' });
  expect(checkout.status).toBe(200);
  const sessionId = checkout.data.sessionId as string;
  const paid = await api(`/api/billing/test-checkout/${sessionId}`, token, { outcome: 'pay' });
  expect(paid.status).toBe(200);

  const receipt = await receiptFor(email);
  expect(receipt.subject).toMatch(/^Your AI Readiness receipt INV-\d+ \(TEST MODE\)$/);
  const invoiceNumber = /receipt (INV-\d+)/.exec(receipt.subject)![1]!;
  expect(receipt.text).toContain('The invoice is attached to this email (PDF)');
  expect(receipt.html).toMatch(/href="[^"]*\/api\/billing\/purchases\/[0-9a-f-]{36}\/invoice"/);
  expect(receipt.attachments).toHaveLength(1);
  const [file] = receipt.attachments;
  expect(file!.contentType).toBe('application/pdf');
  expect(file!.filename).toMatch(/\.pdf$/);
  const bytes = Buffer.from(file!.base64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('$49.00');
  expect(text).toContain(email);
});
