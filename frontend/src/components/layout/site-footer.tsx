import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} AI Readiness. Industry best practices for enterprise AI transformation.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link className="rounded-sm hover:text-foreground hover:underline" to="/whitelabel-deployment">
            Adopt Our AI Assistant
          </Link>
          <Link className="rounded-sm hover:text-foreground hover:underline" to="/auth">
            Sign In
          </Link>
        </nav>
      </div>
    </footer>
  );
}
