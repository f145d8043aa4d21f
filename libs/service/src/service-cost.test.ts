import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureServiceCost } from '@readiness/testing/service-cost';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.split(/^## /m).find((part) => part.startsWith('What a new service costs')) ?? '';
/** The backquoted paths of a part of the section. */
const pathsIn = (text: string) =>
  [...text.matchAll(/`([\w<>./-]+\.(?:ts|tsx|json|ya?ml|md|sql|prisma))`/g)].map((match) => match[1]);

describe('README: what a new service costs', () => {
  const cost = measureServiceCost();
  const [ownPart = '', sharedPart = ''] = (section.split(/^Its own/m)[1] ?? '').split(/^Shared, /m);
  const worker = pathsIn(ownPart).filter((path) => cost.worker.includes(path!));

  it('states the measured numbers', () => {
    expect(cost.own.length).toBeGreaterThan(10);
    const total = cost.own.length + cost.shared.length;
    expect(section).toContain(
      `**${total} files: ${cost.own.length} of its own and ${cost.shared.length} shared ones to edit**`,
    );
    expect(worker).toEqual(cost.worker);
  });

  it('lists exactly the measured files', () => {
    const own = pathsIn(ownPart).filter((path) => !cost.worker.includes(path!));
    expect(own.sort()).toEqual(cost.own);
    expect(pathsIn(sharedPart).sort()).toEqual(cost.shared);
  });
});
