import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ERROR_CODES } from '@readiness/contracts/errors';
import type { TUsageStats } from '@readiness/contracts/ai-tools';
import { sendJson, type RecordedRequest } from '../../../test/loopback-server.ts';
import { renderApp, startTestApi } from '../../../test/test-app.tsx';
import { FREE_USER, PREMIUM_USER } from '../../assessment/test-fixtures.ts';
import { FREE_USAGE, GENERATED, OPTIMIZED, SPENT_USAGE, TEMPLATES } from '../test-fixtures.ts';
import { renderAiTools } from '../test-app.tsx';

/* The /ai-tools workspace against a loopback API: header, badge, the generator, templates and optimizer tabs. */

let api: Awaited<ReturnType<typeof startTestApi>>;
let usage: TUsageStats;
const saved: Array<{ name: string; blob: Blob }> = [];

const calls = (method: string, path: string) =>
  api.server.requests.filter((request) => request.method === method && request.url.split('?')[0] === path);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.server.close();
});
beforeEach(() => {
  api.server.requests.length = 0;
  saved.length = 0;
  usage = FREE_USAGE;
  api.state.user = FREE_USER;
  api.state.routes = {
    'GET /api/ai-tools/usage-stats': (_req, res) => sendJson(res, 200, usage),
    'GET /api/ai-tools/code-templates': (req, res) => {
      const query = new URL(req.url, 'http://x').searchParams;
      const templates = TEMPLATES.filter(
        (template) =>
          (!query.get('language') || template.language === query.get('language')) &&
          (!query.get('category') || template.category === query.get('category')),
      );
      sendJson(res, 200, { templates });
    },
    'POST /api/ai-tools/generate-code': (_req, res) => sendJson(res, 200, GENERATED),
    'POST /api/ai-tools/optimize-prompt': (_req, res) => sendJson(res, 200, OPTIMIZED),
  };
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

const heading = () => screen.findByRole('heading', { level: 1, name: 'AI Tools Workspace' });
const badge = () => screen.findByTestId('usage-badge');

describe('the workspace header', () => {
  test('one navigation, the app’s, links to /, /assessment, /ai-tools and /reports; Settings, badge and name', async () => {
    renderApp('/ai-tools');
    await heading();
    // The spec's header links are the app header's brand (Home) and nav, not a second row of links in the page;
    // the only other navigation is the footer's, with the legal pages (none of the header's links).
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Main',
      'Footer',
    ]);
    const footerHrefs = within(screen.getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(footerHrefs).not.toEqual(expect.arrayContaining(['/assessment']));
    expect(footerHrefs).not.toEqual(expect.arrayContaining(['/ai-tools']));
    expect(footerHrefs).not.toEqual(expect.arrayContaining(['/reports']));
    // The app's header (jsdom also counts the page's own header inside main as a banner).
    const banner = screen.getAllByRole('banner')[0]!;
    const hrefs = within(banner)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/assessment', '/ai-tools', '/reports']));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'AI Tools' }).getAttribute('aria-current')).toBe('page');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect((await badge()).textContent).toContain('12 / 50 prompts');
    expect((await screen.findByTestId('workspace-user')).textContent).toBe('Ada Lovelace');
  });

  test('premium has no monthly limit: the badge says Unlimited', async () => {
    api.state.user = PREMIUM_USER;
    usage = { ...FREE_USAGE, monthlyLimit: null, unlimited: true };
    renderAiTools('/ai-tools');
    expect((await badge()).textContent).toContain('Unlimited prompts');
  });

  test('a spent month shows the reset date in the badge', async () => {
    usage = SPENT_USAGE;
    renderAiTools('/ai-tools');
    expect((await badge()).textContent).toContain('50 / 50 prompts used this month · resets 1 Dec 2026');
  });

  test('a spent month disables Generate and Optimize, with the reset date and an Upgrade link beside them', async () => {
    usage = SPENT_USAGE;
    const user = userEvent.setup();
    renderAiTools('/ai-tools');
    await user.type(await screen.findByLabelText('What do you want to implement?'), 'Tokenize text');
    const generateButton = screen.getByRole('button', { name: 'Generate Code' });
    await waitFor(() => expect(generateButton.hasAttribute('disabled')).toBe(true));
    const note = screen.getByTestId('quota-spent');
    expect(note.textContent).toContain('they reset on 1 Dec 2026');
    expect(generateButton.getAttribute('aria-describedby')).toBe(note.id);
    expect(within(note).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/checkout',
    );
    await user.click(generateButton);
    expect(calls('POST', '/api/ai-tools/generate-code')).toEqual([]);

    await user.click(screen.getByRole('tab', { name: /Prompt Optimizer/ }));
    const optimizeButton = await screen.findByRole('button', { name: 'Optimize Prompt' });
    expect(optimizeButton.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('quota-spent').textContent).toContain('1 Dec 2026');
  });

  test('a month with prompts left has no note and enabled buttons', async () => {
    renderAiTools('/ai-tools');
    await badge();
    expect(screen.getByRole('button', { name: 'Generate Code' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('quota-spent')).toBeNull();
  });

  test('no badge when the usage cannot be read (spec section 8)', async () => {
    api.state.routes['GET /api/ai-tools/usage-stats'] = (_req, res) =>
      sendJson(res, 503, { error: 'down', code: ERROR_CODES.SERVICE_UNAVAILABLE });
    renderAiTools('/ai-tools');
    await heading();
    await waitFor(() => expect(calls('GET', '/api/ai-tools/usage-stats')).toHaveLength(1));
    await screen.findByRole('button', { name: /Generate Code/ });
    expect(screen.queryByTestId('usage-badge')).toBeNull();
  });

  test('?tab= opens a tab, and choosing a tab puts it in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderAiTools('/ai-tools?tab=optimizer');
    expect((await screen.findByRole('tab', { name: /Prompt Optimizer/ })).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('tab', { name: /Code Templates/ }));
    expect(router.state.location.search).toBe('?tab=templates');
    await user.click(screen.getByRole('tab', { name: /Code Generator/ }));
    expect(router.state.location.search).toBe('');
  });
});

describe('keyboard use', () => {
  test('arrow keys move between the tabs, and the generator’s form is reached with Tab', async () => {
    const user = userEvent.setup();
    renderAiTools('/ai-tools');
    const generatorTab = await screen.findByRole('tab', { name: /Code Generator/ });
    generatorTab.focus();
    await user.keyboard('{ArrowRight}');
    const templatesTab = screen.getByRole('tab', { name: /Code Templates/ });
    expect(document.activeElement).toBe(templatesTab);
    await waitFor(() => expect(templatesTab.getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(generatorTab.getAttribute('aria-selected')).toBe('true'));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('What do you want to implement?'));
    await user.keyboard('Parse a CSV{Tab}{Tab}{Tab}{Enter}');
    await waitFor(() => expect(calls('POST', '/api/ai-tools/generate-code')).toHaveLength(1));
  });
});

describe('the code generator', () => {
  test('a blank description says Description Required and sends nothing', async () => {
    const user = userEvent.setup();
    renderAiTools('/ai-tools');
    const description = await screen.findByLabelText('What do you want to implement?');
    expect(description.getAttribute('rows')).toBe('4');
    await user.type(description, '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));
    expect(await screen.findByText('Description Required')).toBeTruthy();
    expect(
      await screen.findByText('Please provide a description of what you want to implement.'),
    ).toBeTruthy();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(description);
    expect(calls('POST', '/api/ai-tools/generate-code')).toEqual([]);
  });

  test('offers the spec’s languages and categories', async () => {
    renderAiTools('/ai-tools');
    const language = await screen.findByLabelText('Language');
    expect([...(language as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'python',
      'javascript',
      'typescript',
      'java',
      'c++',
    ]);
    const category = screen.getByLabelText<HTMLSelectElement>('Category');
    expect([...category.options].map((option) => option.value)).toEqual([
      'machine-learning',
      'nlp',
      'computer-vision',
      'data-processing',
      'api-integration',
    ]);
  });

  test('no close template: says so with no code, no copy or download, and focuses the answer', async () => {
    const user = userEvent.setup();
    api.state.routes['POST /api/ai-tools/generate-code'] = (_req, res) =>
      sendJson(res, 200, {
        ...GENERATED,
        code: '',
        explanation: 'Nothing in the offline library matches. No prompt was used.',
        charged: false,
      });
    renderAiTools('/ai-tools');
    await user.type(await screen.findByLabelText('What do you want to implement?'), 'Write a poem');
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));
    const result = await screen.findByRole('region', { name: 'No close template' });
    expect(within(result).getByText(/Nothing in the offline library matches/)).toBeTruthy();
    expect(within(result).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(result).queryByLabelText(/Generated .* code/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(await screen.findByText('No Close Template')).toBeTruthy();
  });

  test('a generated answer is focused when it arrives, and a free one says no prompt was used', async () => {
    const user = userEvent.setup();
    api.state.routes['POST /api/ai-tools/generate-code'] = (_req, res) =>
      sendJson(res, 200, { ...GENERATED, charged: false });
    renderAiTools('/ai-tools');
    await user.type(await screen.findByLabelText('What do you want to implement?'), 'Tokenize text');
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));
    const result = await screen.findByRole('region', { name: /Generated Code/ });
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(await screen.findByText(/No prompt was used/)).toBeTruthy();
  });

  test('Generating... while it waits, then the language, code and explanation, a toast and fresh usage', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    api.state.routes['POST /api/ai-tools/generate-code'] = (_req, res) => {
      answer = () => sendJson(res, 200, GENERATED);
    };
    renderAiTools('/ai-tools');
    await user.type(await screen.findByLabelText('What do you want to implement?'), '  Tokenize text  ');
    await user.selectOptions(screen.getByLabelText('Language'), 'typescript');
    await user.selectOptions(screen.getByLabelText('Category'), 'nlp');
    await badge();
    usage = { ...FREE_USAGE, promptsUsed: 13 };
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));

    const pending = await screen.findByRole('button', { name: 'Generating...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    const [request] = calls('POST', '/api/ai-tools/generate-code') as [RecordedRequest];
    expect(JSON.parse(request.body)).toEqual({
      description: 'Tokenize text',
      language: 'typescript',
      category: 'nlp',
    });
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    answer!();

    const result = await screen.findByRole('region', { name: /Generated Code/ });
    expect(within(result).getByText('TypeScript')).toBeTruthy();
    expect(within(result).getByLabelText('Generated TypeScript code').textContent).toBe(GENERATED.code);
    expect(within(result).getByText(GENERATED.explanation)).toBeTruthy();
    expect(within(result).getByText(/built-in offline provider/)).toBeTruthy();
    expect(await screen.findByText('Code Generated')).toBeTruthy();
    await waitFor(async () => expect((await badge()).textContent).toContain('13 / 50 prompts'));
  });

  test('Copy puts the code on the clipboard with the Copied marker and toast', async () => {
    const user = userEvent.setup();
    renderAiTools('/ai-tools');
    await user.type(await screen.findByLabelText('What do you want to implement?'), 'Tokenize text');
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));
    const result = await screen.findByRole('region', { name: /Generated Code/ });
    await user.click(within(result).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(GENERATED.code);
    expect(within(result).getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await screen.findByText('Code copied to clipboard.')).toBeTruthy();
  });

  test('Download saves the code with the language’s extension', async () => {
    const user = userEvent.setup();
    renderAiTools('/ai-tools');
    await user.type(await screen.findByLabelText('What do you want to implement?'), 'Tokenize text');
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));
    const result = await screen.findByRole('region', { name: /Generated Code/ });
    await user.click(within(result).getByRole('button', { name: /^Download/ }));
    expect(saved.map((file) => file.name)).toEqual(['generated-code.ts']);
    expect(await readBlob(saved[0]!.blob)).toBe(GENERATED.code);
    expect(await screen.findByText('Download Started')).toBeTruthy();
  });

  test('the month spent: Generation Failed names the reset date, and the badge shows it too', async () => {
    const user = userEvent.setup();
    api.state.routes['POST /api/ai-tools/generate-code'] = (_req, res) => {
      usage = SPENT_USAGE;
      sendJson(res, 429, {
        error: 'No prompt left this month',
        code: ERROR_CODES.AI_QUOTA_EXCEEDED,
        details: {
          resetsAt: SPENT_USAGE.resetsAt,
          promptsUsed: 50,
          monthlyLimit: 50,
          retryAfterSeconds: 3600,
        },
      });
    };
    renderAiTools('/ai-tools');
    await user.type(await screen.findByLabelText('What do you want to implement?'), 'Tokenize text');
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));
    expect(await screen.findByText('Generation Failed')).toBeTruthy();
    expect(
      await screen.findByText(
        /You have used all 50 prompts of this month\. Your prompts reset on 1 Dec 2026/,
      ),
    ).toBeTruthy();
    await waitFor(async () => expect((await badge()).textContent).toContain('resets 1 Dec 2026'));
    expect(screen.queryByRole('region', { name: /Generated Code/ })).toBeNull();
  });

  test('a provider failure says Generation Failed with the server’s message', async () => {
    const user = userEvent.setup();
    api.state.routes['POST /api/ai-tools/generate-code'] = (_req, res) =>
      sendJson(res, 503, {
        error: 'The AI provider did not answer in time; try again',
        code: ERROR_CODES.AI_BUSY,
      });
    renderAiTools('/ai-tools');
    await user.type(await screen.findByLabelText('What do you want to implement?'), 'Tokenize text');
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));
    expect(await screen.findByText('Generation Failed')).toBeTruthy();
    expect(await screen.findByText('The AI provider did not answer in time; try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Code' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the code templates', () => {
  test('offer the narrower choices and filter the list by language and category', async () => {
    const user = userEvent.setup();
    renderAiTools('/ai-tools?tab=templates');
    const list = await screen.findByRole('list', { name: 'Code templates' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const panel = screen.getByRole('tabpanel');
    const language = within(panel).getByLabelText<HTMLSelectElement>('Language');
    const category = within(panel).getByLabelText<HTMLSelectElement>('Category');
    expect([...language.options].map((option) => option.value)).toEqual([
      '',
      'python',
      'javascript',
      'typescript',
      'java',
    ]);
    expect([...category.options].map((option) => option.value)).toEqual([
      '',
      'machine-learning',
      'nlp',
      'computer-vision',
      'data-processing',
    ]);

    await user.selectOptions(language, 'typescript');
    await user.selectOptions(category, 'data-processing');
    await waitFor(() =>
      expect(calls('GET', '/api/ai-tools/code-templates').map((request) => request.url)).toContain(
        '/api/ai-tools/code-templates?language=typescript&category=data-processing',
      ),
    );
    const articles = () =>
      within(screen.getByRole('list', { name: 'Code templates' })).getAllByRole('article');
    await waitFor(() => expect(articles()).toHaveLength(1));
    const card = screen.getByRole('article', { name: 'CSV cleaner' });
    expect(within(card).getByText('csv')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: /^Download: CSV cleaner/ }));
    expect(saved.map((file) => file.name)).toEqual(['typescript-csv-cleaner.ts']);

    await user.selectOptions(language, 'java');
    expect(await screen.findByText(/No templates match these choices/)).toBeTruthy();
  });
});

describe('the prompt optimizer', () => {
  test('a blank prompt says Prompt Required and sends nothing', async () => {
    const user = userEvent.setup();
    renderAiTools('/ai-tools?tab=optimizer');
    await screen.findByLabelText('Your prompt');
    await user.click(screen.getByRole('button', { name: 'Optimize Prompt' }));
    expect(await screen.findByText('Prompt Required')).toBeTruthy();
    expect(await screen.findByText('Please enter a prompt to optimize.')).toBeTruthy();
    expect(calls('POST', '/api/ai-tools/optimize-prompt')).toEqual([]);
  });

  test('a prompt that asks for nothing ("help") says what to write, at the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAiTools('/ai-tools?tab=optimizer');
    const field = await screen.findByLabelText('Your prompt');
    await user.type(field, 'help');
    await user.click(screen.getByRole('button', { name: 'Optimize Prompt' }));
    expect(
      await screen.findByText(
        'Say what the model should do, in a few words: for example "Summarize {{report}} for the board".',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(calls('POST', '/api/ai-tools/optimize-prompt')).toEqual([]);
  });

  test('Optimizing... then the original, the optimized prompt and the improvements', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    api.state.routes['POST /api/ai-tools/optimize-prompt'] = (_req, res) => {
      answer = () => sendJson(res, 200, OPTIMIZED);
    };
    renderAiTools('/ai-tools?tab=optimizer');
    await user.type(await screen.findByLabelText('Your prompt'), 'Summarise {{{{report}}');
    await user.click(screen.getByRole('button', { name: 'Optimize Prompt' }));
    expect(await screen.findByRole('button', { name: 'Optimizing...' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    const [request] = calls('POST', '/api/ai-tools/optimize-prompt') as [RecordedRequest];
    expect(JSON.parse(request.body)).toEqual({ prompt: 'Summarise {{report}}', category: 'business' });
    answer!();

    const result = await screen.findByRole('region', { name: /Optimized Prompt/ });
    expect(within(result).getByTestId('original-prompt').textContent).toBe(OPTIMIZED.originalPrompt);
    expect(within(result).getByTestId('optimized-prompt').textContent).toBe(OPTIMIZED.optimizedPrompt);
    const improvements = within(result).getByRole('list', { name: 'Improvements' });
    expect(
      within(improvements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['RoleGave the model a role', 'Output formatAsked for a format']);
    expect(await screen.findByText('Prompt Optimized')).toBeTruthy();

    await user.click(within(result).getByRole('button', { name: 'Copy Prompt' }));
    expect(await navigator.clipboard.readText()).toBe(OPTIMIZED.optimizedPrompt);
  });

  test('a failure says Optimization Failed with the message', async () => {
    const user = userEvent.setup();
    api.state.routes['POST /api/ai-tools/optimize-prompt'] = (_req, res) =>
      sendJson(res, 503, { error: 'Busy, try again', code: ERROR_CODES.AI_BUSY });
    renderAiTools('/ai-tools?tab=optimizer');
    await user.type(await screen.findByLabelText('Your prompt'), 'Summarise the report');
    await user.click(screen.getByRole('button', { name: 'Optimize Prompt' }));
    expect(await screen.findByText('Optimization Failed')).toBeTruthy();
    expect(await screen.findByText('Busy, try again')).toBeTruthy();
  });
});
