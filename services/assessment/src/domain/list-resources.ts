import { countWords, resourceDownloadPath, type TResourceLibrary } from '@readiness/contracts/resources';
import { requirePremium, type Identity } from '@readiness/service';
import { GUIDES } from '../resources/catalogue.ts';

const WORDS_PER_MINUTE = 230;

/** The library for a premium caller: every guide's metadata in category order, without its text. */
export function listResources(identity: Identity): TResourceLibrary {
  requirePremium(identity, 'The resource library is part of AI Readiness Premium');
  return GUIDES.map(({ markdown, ...guide }) => {
    const wordCount = countWords(markdown);
    return {
      ...guide,
      dimensions: [...guide.dimensions],
      downloadUrl: resourceDownloadPath(guide.id),
      wordCount,
      readingMinutes: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
    };
  });
}
