import { LegalLinks } from './legal-links.tsx';

const footerLink = 'rounded-sm hover:text-foreground hover:underline';

/**
 * The signed-in pages' footer: small, after the page (pb-24: the chat button's corner stays free below it, as on
 * the public pages, so the button never covers a link).
 */
export function AppFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-4 pb-24 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} AI Readiness</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <LegalLinks className={footerLink} />
        </nav>
      </div>
    </footer>
  );
}
