import { describe, expect, test } from 'vitest';
import { ZWhitelabelRequest } from './chat.ts';

const request = (phone: unknown) =>
  ZWhitelabelRequest.safeParse({ companyName: 'Acme', contactEmail: 'ops@acme.test', phone, formToken: 't' });

describe('the white-label request’s phone', () => {
  test.each(['+1 555 010 0100', '+44 (20) 7946-0958', '020 7946 0958', '555.010.0100', '+4915112345678'])(
    '%s is a phone number',
    (phone) => {
      expect(request(phone).success).toBe(true);
    },
  );

  test('is optional: missing or blank is none', () => {
    expect(request(undefined).success).toBe(true);
    expect(request('  ').data?.phone).toBeUndefined();
  });

  test.each([
    ['letters', 'call me on Monday'],
    ['an extension in words', '+44 20 7946 0958 ext 12'],
    ['too few digits', '12345'],
    ['more digits than any number has', '+1 555 010 0100 5550100'],
    ['a + inside', '555+0100100'],
    ['an email address', 'ops@acme.test'],
  ])('%s is refused with a message that says what a phone number is', (_, phone) => {
    const result = request(phone);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'phone must be a phone number: digits, spaces, +, brackets or dashes (7 to 15 digits)',
    );
  });
});
