import { BookOpen, Download } from 'lucide-react';
import { DIMENSION_LABELS } from '@readiness/contracts/assessment';
import type { TResource } from '@readiness/contracts/resources';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { useDownloadResource } from '../api.ts';

const wordFormat = new Intl.NumberFormat('en-US');

/** One guide: what it covers, how long it is, which dimensions it helps with, and its Download Guide button. */
export function ResourceItem({ resource, isHighlighted }: { resource: TResource; isHighlighted: boolean }) {
  const download = useDownloadResource();
  const headingId = `${resource.id}-title`;
  return (
    <article
      id={resource.id}
      aria-labelledby={headingId}
      className={cn(
        // Padding inside a negative margin: the highlight gets room around the text without moving it.
        '-m-3 grid scroll-mt-24 gap-3 rounded-lg p-3 transition-shadow',
        isHighlighted && 'bg-primary/5 ring-2 ring-primary',
      )}
    >
      <h3 id={headingId} className="text-base font-semibold leading-snug">
        {resource.title}
      </h3>
      <p className="text-sm text-muted-foreground">{resource.description}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <BookOpen className="size-3.5" aria-hidden="true" /> {resource.readingMinutes} min read
        </span>
        <span>{wordFormat.format(resource.wordCount)} words</span>
        <span>Markdown</span>
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Helps with these dimensions">
        {resource.dimensions.map((dimension) => (
          <li key={dimension}>
            <Badge variant="outline" className="font-medium text-muted-foreground">
              {DIMENSION_LABELS[dimension]}
            </Badge>
          </li>
        ))}
      </ul>
      <div>
        <Button
          onClick={() => download.mutate(resource)}
          disabled={download.isPending}
          aria-label={`Download Guide: ${resource.title}`}
          className="w-full sm:w-auto"
        >
          <Download aria-hidden="true" />
          {download.isPending ? 'Downloading…' : 'Download Guide'}
        </Button>
      </div>
    </article>
  );
}
