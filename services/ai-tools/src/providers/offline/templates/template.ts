import type { TCodeCategory, TCodeLanguage, TCodeTemplate } from '@readiness/contracts/ai-tools';

/** A vetted template: what the templates tab lists, plus the words the offline generator matches on. */
export interface CodeTemplate extends TCodeTemplate {
  language: TCodeLanguage;
  category: TCodeCategory;
  /** Lower-case stems matched against a description to pick the closest template. */
  keywords: string[];
  /**
   * Identifiers the generator may rename after the description's subject, each with its pattern (`{Subject}` the
   * subject in PascalCase): `{ ApiClient: '{Subject}Client' }` makes "exchange-rate API client" an
   * ExchangeRateClient. Only whole-word names of the template's own, so a rename cannot break the code.
   */
  rename?: Record<string, string>;
}
