import { describe, expect, it } from 'vitest';
import { isPremium, isPremiumTier } from './premium.ts';

describe('the premium rule', () => {
  it('paying tiers have premium, the free tier does not', () => {
    expect([isPremiumTier('free'), isPremiumTier('premium'), isPremiumTier('enterprise')]).toEqual([
      false,
      true,
      true,
    ]);
    expect(isPremiumTier(undefined)).toBe(false);
  });

  it('reads an identity (tier) and a current user (subscriptionTier) alike', () => {
    expect(isPremium({ role: 'user', tier: 'premium' })).toBe(true);
    expect(isPremium({ role: 'user', tier: 'free' })).toBe(false);
    expect(isPremium({ role: 'user', subscriptionTier: 'enterprise' })).toBe(true);
    expect(isPremium({ role: 'moderator', subscriptionTier: 'free' })).toBe(false);
  });

  it('admins have premium whatever their tier; nobody signed in has none', () => {
    expect(isPremium({ role: 'admin', tier: 'free' })).toBe(true);
    expect(isPremium({ role: 'admin', subscriptionTier: 'free' })).toBe(true);
    expect(isPremium(null)).toBe(false);
    expect(isPremium(undefined)).toBe(false);
  });
});
