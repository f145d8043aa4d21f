import { describe, expect, it } from 'vitest';
import { CODE_CATEGORIES, CODE_LANGUAGES } from '@readiness/contracts/ai-tools';
import { CODE_TEMPLATES } from './templates/index.ts';
import { generateCodeOffline, pickTemplate, subjectOf } from './generate-code.ts';

// The offline generator picks from the library by the description, and says so when nothing is close.
describe('the offline generator’s choice of template', () => {
  it.each([
    ['exchange-rate API client with retries', 'typescript', 'api-integration', 'typescript-api-client'],
    ['exchange-rate API client with retries', 'python', 'api-integration', 'python-api-client'],
    ['predict churn', 'python', 'machine-learning', 'python-logistic-regression'],
    ['segment our customers into groups', 'python', 'machine-learning', 'python-kmeans-segmentation'],
    ['verify stripe webhook signatures', 'typescript', 'api-integration', 'typescript-webhook-verifier'],
    ['resize product photos into thumbnails', 'java', 'computer-vision', 'java-image-resize'],
    ['forecast next quarter sales', 'python', 'machine-learning', 'python-linear-forecast'],
    ['sentiment of our customer reviews', 'python', 'nlp', 'python-sentiment-lexicon'],
    ['count the objects in a scanned image', 'python', 'computer-vision', 'python-otsu-threshold'],
    ['flatten nested json export into a csv', 'python', 'data-processing', 'python-json-flatten'],
    [
      'verify webhook signatures from our payment provider',
      'python',
      'api-integration',
      'python-webhook-signature',
    ],
    ['detect unusual spikes in daily orders', 'javascript', 'machine-learning', 'javascript-anomaly-zscore'],
    ['summarize long support tickets', 'javascript', 'nlp', 'javascript-extractive-summary'],
    [
      'crop and resize photos for thumbnails',
      'javascript',
      'computer-vision',
      'javascript-image-crop-resize',
    ],
    [
      'parse a csv file and total sales by region',
      'javascript',
      'data-processing',
      'javascript-csv-group-by',
    ],
    ['verify webhook signatures', 'javascript', 'api-integration', 'javascript-webhook-verifier'],
  ] as const)('"%s" in %s / %s → %s', (description, language, category, expected) => {
    expect(pickTemplate(description, language, category)?.template.id).toBe(expected);
  });

  it.each([
    ['write a poem about the sea', 'python', 'nlp'],
    ['build a todo app with react', 'javascript', 'api-integration'],
    ['predict churn', 'java', 'machine-learning'],
    ['x', 'c++', 'data-processing'],
  ] as const)('"%s" in %s / %s: no close template, no code, no prompt', (description, language, category) => {
    const answer = generateCodeOffline({ description, language, category });
    expect(answer.templateId).toBeNull();
    expect(answer.code).toBe('');
    expect(answer.explanation).toMatch(/^No close template/);
    expect(answer.explanation).toContain('no prompt was used');
    expect(answer.charged).toBe(false);
  });

  it('holds several templates for each category of Python and JavaScript, and one at least everywhere', () => {
    for (const language of CODE_LANGUAGES)
      for (const category of CODE_CATEGORIES) {
        const count = CODE_TEMPLATES.filter(
          (template) => template.language === language && template.category === category,
        ).length;
        expect(count, `${language} / ${category}`).toBeGreaterThanOrEqual(
          language === 'python' || language === 'javascript' ? 2 : 1,
        );
      }
  });

  it('says when the closest template is of another category than the one chosen', () => {
    const answer = generateCodeOffline({
      description: 'k-means customer segmentation',
      language: 'python',
      category: 'data-processing',
    });
    expect(answer.templateId).toBe('python-kmeans-segmentation');
    expect(answer.explanation).toContain('from the machine-learning templates');
    expect(answer.charged).toBe(false);
  });

  it.each([
    ['python', 'python-api-client', 'class ExchangeRateClient:', /\bApiClient\b/],
    [
      'typescript',
      'typescript-api-client',
      'export function createExchangeRateClient(',
      /\bcreateApiClient\b/,
    ],
    [
      'javascript',
      'javascript-api-client',
      'export function createExchangeRateClient(',
      /\bcreateApiClient\b/,
    ],
    ['java', 'java-http-client', 'final class ExchangeRateClient {', /\bApiClient\b/],
  ] as const)(
    'adapts the names to the description in %s (%s), free of charge',
    (language, id, declared, old) => {
      const answer = generateCodeOffline({
        description: 'exchange-rate API client with retries',
        language,
        category: 'api-integration',
      });
      expect(answer.templateId).toBe(id);
      expect(answer.code).toContain(declared);
      expect(answer.code).not.toMatch(old);
      expect(answer.explanation).toContain('renamed');
      expect(answer.charged).toBe(false);
    },
  );

  it('keeps the names when the description names no subject, and never renames into a clash', () => {
    const template = CODE_TEMPLATES.find((entry) => entry.id === 'python-api-client')!;
    const plain = generateCodeOffline({
      description: 'REST API client with retries',
      language: 'python',
      category: 'api-integration',
    });
    expect(plain.code.endsWith(template.code)).toBe(true);
    expect(subjectOf('write a python API client for the Stripe API', ['api', 'client'])).toEqual(['stripe']);
    expect(subjectOf('exchange-rate API client with retries', ['api', 'client', 'retry'])).toEqual([
      'exchange',
      'rate',
    ]);
    // Only words of the kind of code ("client", "API"): no subject, the code stays the template's.
    const same = generateCodeOffline({
      description: 'client for the API with retries',
      language: 'python',
      category: 'api-integration',
    });
    expect(same.code.endsWith(template.code)).toBe(true);
  });
});
