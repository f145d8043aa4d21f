import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent } from '../ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Placeholder for a screen a later issue builds: the route resolves and says so plainly. */
export function ComingSoon({
  title,
  description,
  backTo = { to: '/dashboard', label: 'Back to Dashboard' },
  children,
}: {
  title: string;
  description: string;
  backTo?: { to: string; label: string };
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-2xl px-4 py-10">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Construction className="size-6" aria-hidden="true" />
          </span>
          <Badge variant="secondary">Coming soon</Badge>
          <h1 id="coming-soon-title" className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          <p className="max-w-prose text-muted-foreground">{description}</p>
          {children}
          <Button asChild variant="outline">
            <Link to={backTo.to}>{backTo.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
