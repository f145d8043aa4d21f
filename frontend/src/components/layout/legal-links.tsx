import { Link } from 'react-router';
import { LEGAL_PAGES } from '../../features/legal/legal-pages.ts';

/** Terms, Privacy, Refunds and Contact: in every footer. */
export function LegalLinks({ className }: { className: string }) {
  return (
    <>
      {LEGAL_PAGES.map((page) => (
        <Link key={page.to} className={className} to={page.to}>
          {page.label}
        </Link>
      ))}
    </>
  );
}
