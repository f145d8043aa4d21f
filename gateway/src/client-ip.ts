import type { IncomingMessage } from 'node:http';

/**
 * The client's address, as Express's `trust proxy` set to a hop count computes `req.ip`: the socket's peer,
 * or, behind `trustedHops` proxies, the address that many entries from the right of X-Forwarded-For (the
 * leftmost one when the header is shorter). Entries further left are the caller's to forge.
 */
export function clientIpOf(req: IncomingMessage, trustedHops: number): string | undefined {
  const peer = req.socket.remoteAddress;
  if (trustedHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  if (!header) return peer;
  const forwarded = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return peer;
  // [peer, nearest proxy's client, …, original client]: each trusted hop steps one further out.
  const chain = [peer, ...forwarded.reverse()];
  return chain[Math.min(trustedHops, chain.length - 1)];
}
