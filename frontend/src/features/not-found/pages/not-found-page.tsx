import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { Brand } from '../../../components/layout/brand.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Brand />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Page Not Found</h1>
          <p className="mt-3 text-muted-foreground">
            The page you are looking for does not exist or has moved.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/">
              <Home aria-hidden="true" /> Return Home
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}

export default NotFoundPage;
