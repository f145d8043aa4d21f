import { describe, expect, it } from 'vitest';
import { CODE_CATEGORIES, CODE_LANGUAGES } from '@readiness/contracts/ai-tools';
import { CODE_TEMPLATES } from './templates/index.ts';
import { generateCodeOffline, isFreeTemplateCode, pickTemplate, subjectOf } from './generate-code.ts';

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
    ['predict churn', 'typescript', 'machine-learning', 'typescript-churn-logistic'],
    ['predict churn', 'java', 'machine-learning', 'java-churn-logistic'],
    ['forecast next quarter sales', 'typescript', 'machine-learning', 'typescript-linear-regression'],
    ['forecast monthly sales', 'c++', 'machine-learning', 'cpp-linear-trend'],
    [
      'pull the email and invoice number out of support messages',
      'typescript',
      'nlp',
      'typescript-entity-extraction',
    ],
    ['classify support tickets by intent', 'typescript', 'nlp', 'typescript-text-classifier'],
    ['sentiment of our customer reviews', 'java', 'nlp', 'java-sentiment-lexicon'],
    ['find duplicate support tickets', 'c++', 'nlp', 'cpp-text-similarity'],
    ['make thumbnails of product photos', 'typescript', 'computer-vision', 'typescript-image-resize'],
    ['detect edges in an image', 'java', 'computer-vision', 'java-sobel-edges'],
    ['count the objects in a scanned image', 'c++', 'computer-vision', 'cpp-connected-components'],
    ['blur an image', 'c++', 'computer-vision', 'cpp-gaussian-blur'],
    [
      'daily order totals with a moving average',
      'typescript',
      'data-processing',
      'typescript-daily-timeseries',
    ],
    ['clean a csv of customers and remove duplicates', 'java', 'data-processing', 'java-csv-cleaning'],
    ['total sales by region from a csv', 'c++', 'data-processing', 'cpp-group-by-totals'],
    ['verify webhook signatures', 'java', 'api-integration', 'java-webhook-verifier'],
    ['exchange-rate API client with retries', 'java', 'api-integration', 'java-http-client'],
    ['build a REST request with a query string', 'c++', 'api-integration', 'cpp-request-builder'],
  ] as const)('"%s" in %s / %s → %s', (description, language, category, expected) => {
    expect(pickTemplate(description, language, category)?.template.id).toBe(expected);
    // What the customer reads names no setting of the server.
    expect(generateCodeOffline({ description, language, category }).explanation).not.toMatch(
      /OPENAI|API_KEY/,
    );
  });

  it.each([
    ['write a poem about the sea', 'python', 'nlp'],
    ['build a todo app with react', 'javascript', 'api-integration'],
    ['schedule meetings in a shared calendar', 'java', 'data-processing'],
    ['x', 'c++', 'data-processing'],
  ] as const)('"%s" in %s / %s: no close template, no code, no prompt', (description, language, category) => {
    const answer = generateCodeOffline({ description, language, category });
    expect(answer.templateId).toBeNull();
    expect(answer.code).toBe('');
    // The screen titles it "No close template"; the explanation says why, in words a customer reads (no setting).
    expect(answer.explanation).toMatch(/^Nothing in the offline library of \S+ templates matches/);
    expect(answer.explanation).toContain('no prompt was used');
    expect(answer.explanation).not.toMatch(/OPENAI|API_KEY|No close template/);
    expect(answer.charged).toBe(false);
  });

  it('holds several templates for each language and category', () => {
    for (const language of CODE_LANGUAGES)
      for (const category of CODE_CATEGORIES) {
        const count = CODE_TEMPLATES.filter(
          (template) => template.language === language && template.category === category,
        ).length;
        expect(count, `${language} / ${category}`).toBeGreaterThanOrEqual(2);
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

  it.each([
    [
      'shopify webhook signature verification',
      'java',
      'api-integration',
      'final class ShopifyWebhookVerifier {',
      /\bWebhookVerifier\b/,
    ],
    ['stripe REST request builder', 'c++', 'api-integration', 'class StripeRequest {', /\bRequestBuilder\b/],
    [
      'predict churn for telecom subscribers',
      'java',
      'machine-learning',
      'final class TelecomSubscribersChurnModel {',
      /\bChurnModel\b/,
    ],
    [
      'predict churn for telecom subscribers',
      'typescript',
      'machine-learning',
      'export class TelecomSubscribersChurnModel {',
      /\bChurnModel\b/,
    ],
    [
      'product review naive bayes classifier',
      'typescript',
      'nlp',
      'export class ProductReviewClassifier {',
      /\bNaiveBayes\b/,
    ],
    [
      'churn risk perceptron',
      'c++',
      'machine-learning',
      'class ChurnRiskPerceptron {',
      /\bclass Perceptron\b/,
    ],
    [
      'warehouse demand forecast with a linear trend',
      'c++',
      'machine-learning',
      'struct WarehouseTrendModel {',
      /\bTrendModel\b/,
    ],
  ] as const)(
    'adapts the names beyond the API clients: "%s" in %s',
    (description, language, category, declared, old) => {
      const answer = generateCodeOffline({ description, language, category });
      expect(answer.code).toContain(declared);
      expect(answer.code).not.toMatch(old);
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

  it('knows an answer identical to a free template, whatever its leading comments and blank lines', () => {
    for (const template of CODE_TEMPLATES) expect(isFreeTemplateCode(template.code), template.id).toBe(true);
    const offline = generateCodeOffline({
      description: 'verify webhook signatures',
      language: 'javascript',
      category: 'api-integration',
    });
    expect(isFreeTemplateCode(offline.code)).toBe(true);
    const template = CODE_TEMPLATES[0]!;
    expect(isFreeTemplateCode(`${template.code}\nprint("one more line")\n`)).toBe(false);
    expect(isFreeTemplateCode('x = 1\n')).toBe(false);
  });
});
