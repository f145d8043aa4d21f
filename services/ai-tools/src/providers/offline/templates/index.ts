import type { TCodeCategory, TCodeLanguage, TCodeTemplate } from '@readiness/contracts/ai-tools';
import { CPP_TEMPLATES } from './cpp.ts';
import { JAVA_TEMPLATES } from './java.ts';
import { JAVASCRIPT_TEMPLATES } from './javascript.ts';
import { PYTHON_TEMPLATES } from './python.ts';
import type { CodeTemplate } from './template.ts';
import { TYPESCRIPT_TEMPLATES } from './typescript.ts';

export type { CodeTemplate } from './template.ts';

/**
 * The vetted library: at least one template for every language and category, each of which compiles (a test runs
 * python3 -m py_compile, node --check, tsc --noEmit, javac and g++ -fsyntax-only over all of them).
 */
export const CODE_TEMPLATES: readonly CodeTemplate[] = [
  ...PYTHON_TEMPLATES,
  ...JAVASCRIPT_TEMPLATES,
  ...TYPESCRIPT_TEMPLATES,
  ...JAVA_TEMPLATES,
  ...CPP_TEMPLATES,
];

/** The templates of a language and category (either may be absent: any). */
export function findTemplates(filter: {
  language?: TCodeLanguage;
  category?: TCodeCategory;
}): TCodeTemplate[] {
  return CODE_TEMPLATES.filter(
    (template) =>
      (!filter.language || template.language === filter.language) &&
      (!filter.category || template.category === filter.category),
  ).map(({ keywords: _keywords, rename: _rename, ...template }) => template);
}
