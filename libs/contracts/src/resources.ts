import { z } from 'zod';
import { ZDimension } from './assessment.ts';

/**
 * Contracts of the resource library (served by the assessment service): the premium guides, listed and downloaded
 * as markdown. Browser-safe: imported by the service and the frontend as `@readiness/contracts/resources`.
 */

/** Spec section 3: the seven categories, in the order the library shows them. */
export const RESOURCE_CATEGORIES = [
  'Growth Strategy',
  'Templates',
  'Cost Optimization',
  'Operations',
  'Executive',
  'Governance',
  'Advanced Technologies',
] as const;
export const ZResourceCategory = z.enum(RESOURCE_CATEGORIES);
export type TResourceCategory = z.infer<typeof ZResourceCategory>;

/** A guide's id: kebab-case, also its file name (`<id>.md`). */
export const ZResourceId = z
  .string()
  .min(1, 'the resource id must not be empty')
  .max(80, 'the resource id must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'the resource id must be lowercase letters, digits and single dashes');

/** Spec section 3's Resource (id, title, description, category, downloadUrl) and what the library shows beside. */
export const ZResource = z.object({
  id: ZResourceId,
  title: z.string(),
  description: z.string(),
  category: ZResourceCategory,
  /** `/api/resources/<id>/download`: the markdown file, premium only. */
  downloadUrl: z.string(),
  /** The assessment dimensions the guide helps with; the results page links it beside their recommendations. */
  dimensions: z.array(ZDimension),
  wordCount: z.number().int().nonnegative(),
  /** Minutes at about 230 words a minute, rounded up. */
  readingMinutes: z.number().int().positive(),
});
export type TResource = z.infer<typeof ZResource>;

/** GET /api/resources/library */
export const ZResourceLibrary = z.array(ZResource);
export type TResourceLibrary = z.infer<typeof ZResourceLibrary>;

export const resourceDownloadPath = (id: string) => `/api/resources/${encodeURIComponent(id)}/download`;

/** The words of a text as the library counts them: runs of characters between whitespace. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
