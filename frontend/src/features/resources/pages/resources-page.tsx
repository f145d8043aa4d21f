import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, LibraryBig } from 'lucide-react';
import { RESOURCE_CATEGORIES, type TResource, type TResourceCategory } from '@readiness/contracts/resources';
import { QueryErrorCard } from '../../../components/query-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isPremium } from '@readiness/contracts/premium';
import { useCurrentUser } from '../../auth/api.ts';
import { isPremiumRequiredError, useResourceLibrary } from '../api.ts';
import { CategoryIcon } from '../components/category-icon.tsx';
import { PremiumRequired } from '../components/premium-required.tsx';
import { ResourceItem } from '../components/resource-item.tsx';

/** The library's guides by category, in the spec's category order; categories without guides are left out. */
function groupByCategory(resources: TResource[]): Array<[TResourceCategory, TResource[]]> {
  return RESOURCE_CATEGORIES.map(
    (category) => [category, resources.filter((resource) => resource.category === category)] as const,
  ).filter(([, group]) => group.length > 0) as Array<[TResourceCategory, TResource[]]>;
}

const countLabel = (count: number) => `${count} ${count === 1 ? 'guide' : 'guides'}`;

/** Scrolls to the guide the address names (`/resources#<id>`, from the results page) once the list is shown. */
function useScrollToGuide(hash: string, isReady: boolean) {
  useEffect(() => {
    if (!isReady || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, isReady]);
}

/** /resources: the premium resource library (spec section 2). */
export function ResourcesPage() {
  useDocumentTitle('Resource Library');
  const { data: user } = useCurrentUser();
  const isFree = user !== undefined && !isPremium(user);
  const library = useResourceLibrary(user !== undefined && !isFree);
  const { hash } = useLocation();
  useScrollToGuide(hash, library.isSuccess);

  const groups = library.data ? groupByCategory(library.data) : [];
  const totalMinutes = (library.data ?? []).reduce((sum, resource) => sum + resource.readingMinutes, 0);

  return (
    <div className="grid gap-6 sm:gap-8">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
              <LibraryBig className="size-7 text-primary" aria-hidden="true" /> Resource Library
            </h1>
            <p className="mt-1 max-w-2xl text-muted-foreground">
              Practical guides to act on your assessment: step-by-step methods, worked examples with real
              numbers, checklists and templates you can use as they are.
            </p>
          </div>
          {library.isSuccess ? (
            <p className="text-sm text-muted-foreground">
              {countLabel(library.data.length)} · {groups.length} categories · about{' '}
              {Math.round(totalMinutes / 6) / 10} hours of reading
            </p>
          ) : null}
        </div>
      </div>

      {isFree ? (
        <PremiumRequired />
      ) : library.isPending ? (
        <PageSpinner label="Loading the resource library" />
      ) : library.isError ? (
        isPremiumRequiredError(library.error) ? (
          <PremiumRequired />
        ) : (
          <QueryErrorCard what="The resource library" query={library} />
        )
      ) : groups.length === 0 ? (
        <Card>
          <CardContent className="p-5 text-sm text-muted-foreground sm:p-6">
            No guides are available yet.
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {groups.map(([category, resources]) => {
            const headingId = `category-${category.toLowerCase().replace(/\s+/g, '-')}`;
            return (
              <Card key={category} role="region" aria-labelledby={headingId} className="flex flex-col">
                <CardHeader className="flex-row items-center gap-3">
                  <CategoryIcon category={category} />
                  <h2
                    id={headingId}
                    className="min-w-0 flex-1 text-lg font-semibold leading-tight tracking-tight"
                  >
                    {category}
                  </h2>
                  <Badge variant="secondary">
                    {resources.length}
                    <span className="sr-only"> {resources.length === 1 ? 'guide' : 'guides'}</span>
                  </Badge>
                </CardHeader>
                <CardContent className="grid flex-1 gap-6">
                  {resources.map((resource) => (
                    <ResourceItem
                      key={resource.id}
                      resource={resource}
                      isHighlighted={hash === `#${resource.id}`}
                    />
                  ))}
                </CardContent>
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}

export default ResourcesPage;
