import { AppError, requirePremium, type Identity } from '@readiness/service';
import { GUIDES } from '../resources/catalogue.ts';

export interface ResourceFile {
  filename: string;
  markdown: string;
}

/** One guide as a markdown file named after its id (spec section 7), for a premium caller. */
export function getResource(identity: Identity, id: string): ResourceFile {
  requirePremium(identity, 'The resource library is part of AI Readiness Premium');
  const guide = GUIDES.find((candidate) => candidate.id === id);
  if (!guide) throw new AppError('NOT_FOUND', 'No such resource');
  return { filename: `${guide.id}.md`, markdown: guide.markdown };
}
