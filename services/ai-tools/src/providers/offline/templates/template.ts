import type { TCodeCategory, TCodeLanguage, TCodeTemplate } from '@readiness/contracts/ai-tools';

/** A vetted template: what the templates tab lists, plus the words the offline generator matches on. */
export interface CodeTemplate extends TCodeTemplate {
  language: TCodeLanguage;
  category: TCodeCategory;
  /** Lower-case stems matched against a description to pick the closest template. */
  keywords: string[];
}
