import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';

export type BillingStub = Awaited<ReturnType<typeof startBillingStub>>;

const PATH = /^\/internal\/users\/([^/]+)\/purchases\/([^/]+)\/invoice\.pdf$/;

/**
 * Billing's internal invoice route on loopback, for the notifications service's own tests: a small PDF per purchase
 * (its bytes, to compare with the attachment), or 503 when `failing`. The real route and the real invoice are tested
 * end to end in receipt.stack.int.test.ts.
 */
export async function startBillingStub(options: { failing?: boolean } = {}) {
  const token = internalApiToken({ NODE_ENV: 'test', INTERNAL_API_TOKEN: process.env.INTERNAL_API_TOKEN });
  const asked: Array<{ userId: string; purchaseId: string; token: 'accepted' | 'refused' }> = [];
  const pdfOf = (purchaseId: string) =>
    Buffer.from(
      `%PDF-1.4\n% invoice of ${purchaseId}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`,
      'latin1',
    );
  const server = createServer((req, res) => {
    const match = PATH.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    const accepted = req.headers[INTERNAL_TOKEN_HEADER] === token;
    asked.push({ userId: match[1]!, purchaseId: match[2]!, token: accepted ? 'accepted' : 'refused' });
    if (!accepted) return void res.writeHead(403).end();
    if (options.failing) return void res.writeHead(503).end();
    res
      .writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="invoice-INV-2026-0042.pdf"',
      })
      .end(pdfOf(match[2]!));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    pdfOf,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
