import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/api.ts';
import { LegalLinks } from './legal-links.tsx';

const footerLink = 'rounded-sm hover:text-foreground hover:underline';

/**
 * The public pages' footer (pb-24: the chat button's corner stays free below it); Sign In only for a visitor known
 * to be signed out (the header has the Dashboard).
 */
export function SiteFooter() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-8 pb-24 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} AI Readiness. Industry best practices for enterprise AI transformation.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <LegalLinks className={footerLink} />
          <Link className={footerLink} to="/whitelabel-deployment">
            Adopt Our AI Assistant
          </Link>
          {isPending || user ? null : (
            <Link className={footerLink} to="/auth">
              Sign In
            </Link>
          )}
        </nav>
      </div>
    </footer>
  );
}
