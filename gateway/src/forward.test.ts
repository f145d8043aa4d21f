import { expect, it } from 'vitest';
import { forwardableHeaders, upstreamFailure } from './forward.ts';

it('forwards end-to-end headers only, never identity, hop-by-hop or gateway-owned ones', () => {
  const endToEnd = {
    host: 'localhost:8080',
    accept: 'application/json',
    'content-type': 'application/json',
    'content-length': '12',
    'accept-language': 'en-GB',
    'user-agent': 'test',
    // Stripe's webhook signature reaches billing as sent: it signs the raw body, which the gateway streams.
    'stripe-signature': 't=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  };
  const headers = forwardableHeaders(
    {
      ...endToEnd,
      connection: 'keep-alive, x-hop-secret',
      'keep-alive': 'timeout=5',
      'x-hop-secret': 'one connection only',
      'transfer-encoding': 'chunked',
      'proxy-authorization': 'Basic abc',
      te: 'trailers',
      upgrade: 'websocket',
      expect: '100-continue',
      authorization: 'Bearer forged',
      'x-user-id': 'admin',
      'x-user-role': 'admin',
      'x-client-ip': '1.2.3.4',
      'x-request-id': 'chosen-by-caller',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    },
    'ar_session',
  );
  expect(headers).toEqual(endToEnd);
});

it('keeps other cookies but never the session cookie', () => {
  const cookieOf = (cookie: string) => forwardableHeaders({ cookie }, 'ar_session').cookie;
  expect(cookieOf('ar_session=abc.def')).toBeUndefined();
  expect(cookieOf('theme=dark; ar_session=abc.def; lang=en')).toBe('theme=dark; lang=en');
  expect(cookieOf('theme=dark')).toBe('theme=dark');
  expect(cookieOf('ar_session_hint=1; x=ar_session')).toBe('ar_session_hint=1; x=ar_session');
  expect(cookieOf('ar_sessionX; ar_session=abc.def')).toBe('ar_sessionX');
});

it('tells a slow service (504) from one that cannot be reached or went away (503) from a failed answer (502)', () => {
  const failure = (code: string) => upstreamFailure('auth', Object.assign(new Error(code), { code }));
  expect(failure('UND_ERR_HEADERS_TIMEOUT')).toMatchObject({ status: 504, code: 'SERVICE_TIMEOUT' });
  expect(failure('UND_ERR_BODY_TIMEOUT').status).toBe(504);
  for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'])
    expect(failure(code), code).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  // The connection closed before any answer: the process was killed or crashed, and is restarting.
  for (const code of ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'])
    expect(failure(code), code).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  expect(failure('UND_ERR_RESPONSE_STATUS_CODE')).toMatchObject({ status: 502, code: 'BAD_GATEWAY' });
  expect(failure('HPE_INVALID_CONSTANT').message).toBe('The auth service failed to answer.');
});
