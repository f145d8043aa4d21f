/** An enterprise organisation grants its members premium features for its work (the other services ask auth). */
export const grantsPremium = (tier: string) => tier === 'enterprise';
