/** The legal pages, in the order every footer lists them (kept apart: the footers must not load the pages). */
export const LEGAL_PAGES = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/contact', label: 'Contact' },
] as const;
