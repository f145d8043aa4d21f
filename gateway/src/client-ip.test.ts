import type { IncomingMessage } from 'node:http';
import express from 'express';
import { expect, it } from 'vitest';
import { clientIpOf } from './client-ip.ts';

function expressIp(trustedHops: number, request: Pick<IncomingMessage, 'headers' | 'socket'>) {
  const app = express();
  app.set('trust proxy', trustedHops);
  const req = Object.assign(Object.create(app.request as object) as express.Request, request);
  return req.ip;
}

it("computes the client address exactly as Express's `trust proxy` hop count does", () => {
  const forwardedFor = [
    undefined,
    '',
    '203.0.113.7',
    '203.0.113.7, 10.0.0.2',
    'forged, 203.0.113.7,10.0.0.2 , 10.0.0.3',
    ' , 198.51.100.1,,',
  ];
  for (const trustedHops of [0, 1, 2, 3, 5]) {
    for (const header of forwardedFor) {
      for (const peer of ['127.0.0.1', '::ffff:10.0.0.9', '::1']) {
        const request = {
          headers: header === undefined ? {} : { 'x-forwarded-for': header },
          socket: { remoteAddress: peer },
        } as unknown as IncomingMessage;
        expect(clientIpOf(request, trustedHops), `${trustedHops} hops, ${header}, ${peer}`).toBe(
          expressIp(trustedHops, request),
        );
      }
    }
  }
});

it('ignores X-Forwarded-For when no proxy is trusted', () => {
  const request = {
    headers: { 'x-forwarded-for': '203.0.113.7' },
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  expect(clientIpOf(request, 0)).toBe('127.0.0.1');
  expect(clientIpOf(request, 1)).toBe('203.0.113.7');
});
