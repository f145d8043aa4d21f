import { describe, expect, it } from 'vitest';
import { clientKeys } from './client-network.ts';

describe('clientKeys: what rate limits count a request under', () => {
  it('IPv4: the address, and its /24', () => {
    expect(clientKeys('203.0.113.57')).toEqual({ address: '203.0.113.57', network: '203.0.113.0/24' });
  });

  it('IPv4-mapped IPv6 counts as the IPv4 address', () => {
    expect(clientKeys('::ffff:203.0.113.57')).toEqual({ address: '203.0.113.57', network: '203.0.113.0/24' });
    expect(clientKeys('::ffff:cb00:7139')).toEqual({ address: '203.0.113.57', network: '203.0.113.0/24' });
  });

  it('IPv6: the /64 (one LAN, whose host may pick any address in it), and the /48', () => {
    const keys = { address: '2001:db8:85a3:8d3::/64', network: '2001:db8:85a3::/48' };
    expect(clientKeys('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toEqual(keys);
    expect(clientKeys('2001:0db8:85a3:08d3::1')).toEqual(keys);
    expect(clientKeys('2001:db8:85a3:8d3:ffff::')).toEqual(keys);
    expect(clientKeys('2001:db8:85a3:8d4::1').address).toBe('2001:db8:85a3:8d4::/64');
    expect(clientKeys('::1')).toEqual({ address: '0:0:0:0::/64', network: '0:0:0::/48' });
    expect(clientKeys('fe80::1%eth0').address).toBe('fe80:0:0:0::/64');
  });

  it('no address, or not an address: a key of its own', () => {
    expect(clientKeys(null)).toEqual({ address: 'unknown', network: 'unknown' });
    expect(clientKeys('garbage')).toEqual({ address: 'garbage', network: 'garbage' });
  });
});
