// The key every rate limit counts by: the library's for an address, and one shared key, not a thrown
// error (a 500 in the log), for a request whose connection closed before its limit was checked.
import type { FastifyRequest } from 'fastify';
import { CLOSED_CONNECTION_KEY, rateLimitKey } from '../../server/lib/rateLimitKey';

const from = (ip: string | undefined) => ({ ip }) as FastifyRequest;

it('counts an IPv4 address as itself, also when written as IPv6', () => {
  expect(rateLimitKey(from('203.0.113.7'))).toBe('203.0.113.7');
  expect(rateLimitKey(from('::ffff:203.0.113.7'))).toBe('203.0.113.7');
});

it('counts an IPv6 address by its /64, as one household or one server', () => {
  expect(rateLimitKey(from('2001:db8:1:2:aaaa::1'))).toBe(rateLimitKey(from('2001:db8:1:2:bbbb::9')));
  expect(rateLimitKey(from('2001:db8:1:2::1'))).not.toBe(rateLimitKey(from('2001:db8:1:3::1')));
});

it('gives a request whose connection has closed (no address left) a key of its own, without throwing', () => {
  expect(rateLimitKey(from(undefined))).toBe(CLOSED_CONNECTION_KEY);
});
