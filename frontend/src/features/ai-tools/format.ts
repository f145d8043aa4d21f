import {
  CODE_FILE_EXTENSIONS,
  type TAiTool,
  type TCodeCategory,
  type TCodeLanguage,
  type TUsageStats,
} from '@readiness/contracts/ai-tools';

/** Spec section 9: the download's extension by language (py, js, ts, java, cpp), otherwise txt. */
export function codeFileExtension(language: string): string {
  if (Object.hasOwn(CODE_FILE_EXTENSIONS, language)) return CODE_FILE_EXTENSIONS[language as TCodeLanguage];
  return language === 'sql' ? 'sql' : 'txt';
}

/** A file name of letters, digits and dashes, with the language's extension. */
export function codeFileName(baseName: string, language: string): string {
  const base =
    baseName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'code';
  return `${base}.${codeFileExtension(language)}`;
}

const LANGUAGE_LABELS: Record<TCodeLanguage, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  java: 'Java',
  'c++': 'C++',
};
export const languageLabel = (language: string) =>
  Object.hasOwn(LANGUAGE_LABELS, language) ? LANGUAGE_LABELS[language as TCodeLanguage] : language;

const CATEGORY_LABELS: Record<TCodeCategory, string> = {
  'machine-learning': 'Machine Learning',
  nlp: 'NLP',
  'computer-vision': 'Computer Vision',
  'data-processing': 'Data Processing',
  'api-integration': 'API Integration',
};
export const categoryLabel = (category: string) =>
  Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category as TCodeCategory] : category;

/** The names the screens give the tools that spend prompts (dashboard Active Tools card). */
export const TOOL_NAMES: Record<TAiTool, string> = {
  'generate-code': 'Code Generator',
  'optimize-prompt': 'Prompt Optimizer',
  'strategy-plan': 'Strategy Planner',
};

/** Whether a free user has no prompt left this month. */
export const isQuotaSpent = (usage: TUsageStats) =>
  usage.monthlyLimit !== null && usage.promptsUsed >= usage.monthlyLimit;

/** Spec section 3: the help is for an intermediate user after more than 10 prompts, else for a beginner. */
export function helpLevelFor(promptsUsed: number, intermediateAfter: number): 'beginner' | 'intermediate' {
  return promptsUsed > intermediateAfter ? 'intermediate' : 'beginner';
}
