import type { TCodeCategory, TCodeLanguage, TCodeTemplateList } from '@readiness/contracts/ai-tools';
import { findTemplates } from '../providers/offline/templates/index.ts';

export function listCodeTemplates(filter: {
  language?: TCodeLanguage | '' | undefined;
  category?: TCodeCategory | '' | undefined;
}): TCodeTemplateList {
  return {
    templates: findTemplates({
      ...(filter.language ? { language: filter.language } : {}),
      ...(filter.category ? { category: filter.category } : {}),
    }),
  };
}
