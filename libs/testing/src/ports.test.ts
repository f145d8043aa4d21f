import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, TEST_PORT_RANGE } from './ports.ts';

const ephemeral = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  .trim()
  .split(/\s+/)
  .map(Number);

describe('freePort', () => {
  const servers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('never hands out a port of the kernel ephemeral range, nor the same port twice', async () => {
    const ports = await Promise.all(Array.from({ length: 100 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(TEST_PORT_RANGE.from);
      expect(port).toBeLessThan(TEST_PORT_RANGE.to);
      expect(port < ephemeral[0]! || port > ephemeral[1]!).toBe(true);
    }
  });

  it('gives a port the caller can listen on at once', async () => {
    const port = await freePort();
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect((server.address() as net.AddressInfo).port).toBe(port);
  });
});
