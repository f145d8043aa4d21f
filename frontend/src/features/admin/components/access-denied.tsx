import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Spec sections 2 and 8: what a signed-in user without the admin role sees on an admin page. */
export function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <section aria-labelledby="access-denied-title" className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 id="access-denied-title" className="text-2xl font-bold">
            Access Denied
          </h1>
          <p className="text-muted-foreground">You need admin privileges to access this page.</p>
          <Button asChild>
            <Link to="/dashboard">Return to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
