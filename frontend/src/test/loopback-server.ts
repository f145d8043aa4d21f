import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
};
type Handler = (request: RecordedRequest, response: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 with a free port, recording what it receives. */
export async function startLoopbackServer(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /**
     * Stops it, ending every connection still open: a request a test held and never answered, or one another file's
     * screen left behind (the files of a worker share their jsdom), would otherwise keep `close` waiting (a full run
     * saw an afterAll time out on it).
     */
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, statusText?: string): void {
  res.writeHead(status, statusText ?? '', { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** jsdom's page URL, so relative API paths resolve to the loopback server (Vitest exposes the JSDOM instance). */
export function setPageOrigin(origin: string): void {
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
    url: `${origin}/`,
  });
}
