import { Crown } from 'lucide-react';
import { RESOURCE_GUIDES } from '@readiness/contracts/resources';
import { PremiumUpsell } from '../../../components/premium-upsell.tsx';
import { CategoryIcon } from './category-icon.tsx';

/** Spec: the library that cannot be loaded for a free user shows this, with Upgrade to Premium to /checkout. */
export function PremiumRequired() {
  return (
    <PremiumUpsell
      icon={<Crown />}
      title="Premium Access Required"
      benefits={[
        'Every guide as a markdown file to keep, edit and share with your team',
        'Linked from your results, beside the dimensions each guide improves',
      ]}
      preview={
        <>
          <p className="text-sm font-semibold">What’s inside</p>
          <ul className="mt-3 grid gap-3">
            {RESOURCE_GUIDES.map((guide) => (
              <li key={guide.id} className="flex items-center gap-3">
                <CategoryIcon category={guide.category} className="size-9" />
                <span className="min-w-0">
                  <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">
                    {guide.category}
                  </span>
                  <span className="block text-sm font-medium leading-snug">{guide.title}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      }
    >
      The resource library is part of AI Readiness Premium: {RESOURCE_GUIDES.length} in-depth guides written
      the way an experienced AI-transformation consultant works, with step-by-step methods, worked examples
      with real numbers and templates you can use as they are.
    </PremiumUpsell>
  );
}
