import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { ERROR_STATUS, type TErrorCode, type TErrorResponse } from '@readiness/contracts';

/** Parser errors meaning the request line or headers were too long (a URL counts toward the headers' limit). */
const TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW', 'HPE_URI_TOO_LONG']);

function answer(code: TErrorCode, message: string, requestId: string): string {
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ error: message, code, requestId } satisfies TErrorResponse);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `X-Request-Id: ${requestId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Requests Node's HTTP parser refuses before any route sees them (headers or URL over the 16 KB limit, a
 * malformed request line) get the JSON error shape like every other error, instead of Node's empty answer:
 * 431 HEADERS_TOO_LARGE for headers (or a URL) too large, 400 BAD_REQUEST otherwise. The connection is closed
 * after: the parser cannot tell where the next request would start.
 */
export function answerClientErrorsAsJson(server: Server, logger?: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // The peer is gone, or a response is already being written: nothing can be answered.
    const inProgress = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inProgress?.headersSent) {
      socket.destroy();
      return;
    }
    const requestId = randomUUID();
    const tooLarge = TOO_LARGE.has(err.code ?? '');
    logger?.warn({ code: err.code, requestId }, 'request refused by the HTTP parser');
    socket.end(
      tooLarge
        ? answer('HEADERS_TOO_LARGE', 'Request headers or URL too large', requestId)
        : answer('BAD_REQUEST', 'Malformed HTTP request', requestId),
    );
  });
}
