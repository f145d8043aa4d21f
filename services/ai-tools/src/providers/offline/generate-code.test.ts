import { describe, expect, it } from 'vitest';
import { generateCodeOffline, pickTemplate } from './generate-code.ts';

// The offline generator picks from the library by the description, and says so when nothing is close.
describe('the offline generator’s choice of template', () => {
  it.each([
    ['exchange-rate API client with retries', 'typescript', 'api-integration', 'typescript-api-client'],
    ['exchange-rate API client with retries', 'python', 'api-integration', 'python-api-client'],
    ['predict churn', 'python', 'machine-learning', 'python-logistic-regression'],
    ['segment our customers into groups', 'python', 'machine-learning', 'python-kmeans-segmentation'],
    ['verify stripe webhook signatures', 'typescript', 'api-integration', 'typescript-webhook-verifier'],
    ['resize product photos into thumbnails', 'java', 'computer-vision', 'java-image-resize'],
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
});
