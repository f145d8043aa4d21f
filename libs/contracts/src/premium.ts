// The one premium rule, for the services (through the kit) and the browser alike. No zod here: the SPA reads it on
// pages that must stay light.

/** A paying tier: premium or enterprise. */
export function isPremiumTier(tier: string | null | undefined): boolean {
  return tier === 'premium' || tier === 'enterprise';
}

/** Who is asked about: an access token's identity (`tier`) or the current user as auth returns it (`subscriptionTier`). */
export interface PremiumSubject {
  role?: string | null | undefined;
  tier?: string | null | undefined;
  subscriptionTier?: string | null | undefined;
}

/** Premium features: paying tiers, and admins (who must see what their users see). */
export function isPremium(user: PremiumSubject | null | undefined): boolean {
  if (!user) return false;
  return user.role === 'admin' || isPremiumTier(user.tier ?? user.subscriptionTier);
}
