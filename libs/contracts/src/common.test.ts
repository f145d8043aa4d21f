import { describe, expect, it } from 'vitest';
import { isStorableText, text, UNSTORABLE_TEXT_MESSAGE } from './common.ts';

describe('text(): free text PostgreSQL can store', () => {
  it('refuses NUL and unpaired surrogates, with a message', () => {
    const schema = text('name is required').trim().max(20);
    for (const value of ['a\u0000b', '\u0000', 'x\ud83d', '\ude00x']) {
      const parsed = schema.safeParse(value);
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
    expect(schema.safeParse(12).error!.issues[0]!.message).toBe('name is required');
  });

  it('accepts any other text, emoji and control characters like tab included, and keeps chaining', () => {
    const schema = text().trim().min(1).max(20);
    expect(schema.parse('  Zoë 😀\tok ')).toBe('Zoë 😀\tok');
    expect(schema.safeParse('   ').success).toBe(false);
    expect(isStorableText('\u0001\u007f\ufffd')).toBe(true);
  });
});
