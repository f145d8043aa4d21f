import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { CHAT_SESSION_TOKEN_HEADER, type TChatMessage } from '@readiness/contracts/chat';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, startTestApi } from '../../../test/test-app.tsx';
import { TEST_USER } from '../../../test/users.ts';
import { CHAT_SESSION_STORAGE, openChatWidget, readChatSession } from '../storage.ts';
import { ChatWidget, clearSpot } from './chat-widget.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

const SESSION_ID = '11111111-1111-4111-8111-111111111111';
let api: Awaited<ReturnType<typeof startTestApi>>;
let sent: { message: string; context: { currentPage?: string } }[];
let tooMany: boolean;

const message = (role: TChatMessage['role'], content: string, n: number): TChatMessage => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  role,
  content,
  timestamp: new Date(2026, 10, 23, 6, n).toISOString(),
  links: role === 'assistant' ? [{ label: 'Start the assessment', href: '/assessment' }] : [],
  feedback: null,
  agentName: null,
});

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.server.close();
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  sent = [];
  tooMany = false;
  api.state.user = null;
  api.server.requests.length = 0;
  api.state.routes = {
    'POST /api/support/chat/session': (_req, res) =>
      sendJson(res, 201, {
        sessionId: SESSION_ID,
        sessionToken: 'secret-token',
        status: 'assistant',
        createdAt: new Date().toISOString(),
        signedIn: api.state.user !== null,
      }),
    [`POST /api/support/chat/${SESSION_ID}/message`]: (req, res) => {
      if (tooMany)
        return sendJson(res, 429, {
          error: 'Too many messages',
          code: ERROR_CODES.RATE_LIMITED,
          details: { retryAfterSeconds: 42 },
        });
      const body = JSON.parse(req.body) as (typeof sent)[number];
      sent.push(body);
      const n = sent.length * 2;
      // An unclear question: nothing answered, two questions offered as quick replies.
      const unsure = body.message === 'payment options?';
      const answer = unsure ? 'I am not sure I understood. Did you mean …?' : `Answer to ${body.message}`;
      sendJson(res, 200, {
        response: answer,
        message: message('user', body.message, n),
        reply: message('assistant', answer, n + 1),
        links: [],
        handedOff: false,
        offerHandoff: unsure,
        choices: unsure ? ['Which payment methods do you accept?', 'How do I pay?'] : [],
        provider: 'offline',
      });
    },
  };
});
afterEach(cleanup);

async function openChat() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open support chat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Support chat' });
  const input = screen.getByLabelText<HTMLTextAreaElement>('Your message');
  await waitFor(() => expect(input.disabled).toBe(false));
  return { dialog, input };
}

describe('the chat widget', () => {
  test('a signed-out visitor opens it on a public page: welcome first, focus in the window, the session kept', async () => {
    renderApp('/whitelabel-deployment');
    const { dialog, input } = await openChat();
    expect(dialog.textContent).toContain('Hi! I am the AI Readiness assistant');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(readChatSession()).toEqual({ sessionId: SESSION_ID, sessionToken: 'secret-token', ownerId: null });
  });

  test('asked to open before its code has come (View Live Example pressed at once), it opens when it comes', async () => {
    openChatWidget(); // no widget on the page yet: the event finds no listener
    renderWithProviders(<ChatWidget />);
    const dialog = await screen.findByRole('dialog', { name: 'Support chat' });
    expect(dialog.textContent).toContain('Hi! I am the AI Readiness assistant');
  });

  test('Enter sends (with the page as context and the token header), Shift+Enter does not; the input is cleared', async () => {
    renderApp('/whitelabel-deployment');
    const { input } = await openChat();
    fireEvent.change(input, { target: { value: 'What is premium?' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    // Not sent: sending clears the input at once.
    expect(input.value).toBe('What is premium?');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    const log = screen.getByRole('log');
    await waitFor(() => expect(log.textContent).toContain('Answer to What is premium?'));
    expect(sent[0]).toMatchObject({
      message: 'What is premium?',
      context: { currentPage: '/whitelabel-deployment' },
    });
    const call = api.server.requests.find((r) => r.url.endsWith('/message'));
    expect(call?.headers[CHAT_SESSION_TOKEN_HEADER]).toBe('secret-token');
    expect(screen.getByRole('link', { name: 'Start the assessment' }).getAttribute('href')).toBe(
      '/assessment',
    );
    expect(screen.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false');
  });

  test('an unsure answer offers its questions as quick replies: pressing one sends it, and they go', async () => {
    renderApp('/whitelabel-deployment');
    const { input } = await openChat();
    fireEvent.change(input, { target: { value: 'payment options?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const choices = await screen.findByRole('group', { name: 'Did you mean' });
    expect(choices.textContent).toContain('How do I pay?');
    fireEvent.change(input, { target: { value: 'half typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Which payment methods do you accept?' }));
    const log = screen.getByRole('log');
    await waitFor(() => expect(log.textContent).toContain('Answer to Which payment methods do you accept?'));
    expect(sent.map((body) => body.message)).toEqual([
      'payment options?',
      'Which payment methods do you accept?',
    ]);
    expect(screen.queryByRole('group', { name: 'Did you mean' })).toBeNull();
    // What was being typed is left alone.
    expect(input.value).toBe('half typed');
  });

  test('a 429 becomes a message in the transcript saying when to try again, and the text comes back', async () => {
    renderApp('/whitelabel-deployment');
    const { input } = await openChat();
    tooMany = true;
    fireEvent.change(input, { target: { value: 'Hello again' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const log = screen.getByRole('log');
    await waitFor(() => expect(log.textContent).toContain('Please try again in 42 seconds.'));
    expect(input.value).toBe('Hello again');
  });

  test('while a reply is pending: the question shows, the assistant is typing, the input and Send are disabled', async () => {
    renderApp('/whitelabel-deployment');
    const { input } = await openChat();
    const answer = api.state.routes[`POST /api/support/chat/${SESSION_ID}/message`]!;
    let release: () => void = () => undefined;
    api.state.routes[`POST /api/support/chat/${SESSION_ID}/message`] = (req, res) => {
      release = () => answer(req, res);
    };
    fireEvent.change(input, { target: { value: 'How long does it take?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const log = screen.getByRole('log');
    await waitFor(() => expect(api.server.requests.some((r) => r.url.endsWith('/message'))).toBe(true));
    expect(screen.getByText('Assistant is typing...')).toBeTruthy();
    expect(log.textContent).toContain('How long does it take?');
    expect(input.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' }).disabled).toBe(true);
    release();
    await waitFor(() => expect(log.textContent).toContain('Answer to How long does it take?'));
    expect(screen.queryByText('Assistant is typing...')).toBeNull();
    expect(input.disabled).toBe(false);
  });

  test('Escape closes the window and focus goes back to the button', async () => {
    renderApp('/whitelabel-deployment');
    const { dialog } = await openChat();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const button = await screen.findByRole('button', { name: 'Open support chat' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('signing out clears a signed-in user’s conversation from the browser', async () => {
    api.state.user = TEST_USER;
    window.localStorage.setItem(
      CHAT_SESSION_STORAGE,
      JSON.stringify({ sessionId: SESSION_ID, sessionToken: '', ownerId: TEST_USER.id }),
    );
    api.state.user = null;
    renderApp('/whitelabel-deployment');
    await screen.findByRole('heading', { level: 1, name: 'Adopt Our AI Assistant' });
    await waitFor(() => expect(window.localStorage.getItem(CHAT_SESSION_STORAGE)).toBeNull());
  });

  test('an anonymous conversation stays after a reload (the stored session is read back)', async () => {
    window.localStorage.setItem(
      CHAT_SESSION_STORAGE,
      JSON.stringify({ sessionId: SESSION_ID, sessionToken: 'secret-token', ownerId: null }),
    );
    window.sessionStorage.setItem('chat-open', '1');
    api.state.routes[`GET /api/support/chat/${SESSION_ID}`] = (req, res) =>
      req.headers[CHAT_SESSION_TOKEN_HEADER] === 'secret-token'
        ? sendJson(res, 200, {
            sessionId: SESSION_ID,
            status: 'assistant',
            createdAt: new Date().toISOString(),
            handedOffAt: null,
            messages: [message('user', 'Kept question', 1), message('assistant', 'Kept answer', 2)],
          })
        : sendJson(res, 404, { error: 'No such conversation', code: ERROR_CODES.CHAT_SESSION_NOT_FOUND });
    renderApp('/whitelabel-deployment');
    const log = await screen.findByRole('log');
    await waitFor(() => expect(log.textContent).toContain('Kept answer'));
    expect(api.server.requests.some((r) => r.url === '/api/support/chat/session')).toBe(false);
    await act(async () => {});
  });
});

describe('where the minimised button sits', () => {
  const phone = { width: 360, height: 740 };
  const box = (left: number, top: number, width: number, height: number) => ({
    left,
    top,
    width,
    right: left + width,
    bottom: top + height,
  });

  test('bottom-right when nothing is there', () => {
    expect(clearSpot('right', phone, [])).toEqual({ side: 'right', bottom: 16 });
  });

  test('the other corner when a primary action is under the preferred one', () => {
    expect(clearSpot('right', phone, [box(200, 660, 150, 44)])).toEqual({ side: 'left', bottom: 16 });
  });

  test('higher up when a full-width action is at the bottom', () => {
    const spot = clearSpot('right', phone, [box(12, 650, 336, 44)]);
    expect(spot?.side).toBe('right');
    expect(740 - spot!.bottom).toBeLessThan(650 - 8);
  });
});

describe('the widget’s options', () => {
  test('bottom-left with an initial message of its own', async () => {
    renderWithProviders(<ChatWidget position="bottom-left" initialMessage="Welcome to the clinic demo." />);
    const { dialog } = await openChat();
    expect(dialog.className).toContain('left-4');
    expect(dialog.textContent).toContain('Welcome to the clinic demo.');
    expect(dialog.textContent).not.toContain('Hi! I am the AI Readiness assistant');
  });

  test('centred, without a welcome message', async () => {
    renderWithProviders(<ChatWidget position="center" welcome={false} />);
    const { dialog } = await openChat();
    expect(dialog.className).toContain('left-1/2');
    expect(dialog.textContent).not.toContain('Hi! I am the AI Readiness assistant');
  });
});

describe('a signed-out visitor’s handed-off conversation', () => {
  const handedOff = (contactEmail: string | null) => ({
    sessionId: SESSION_ID,
    status: 'handed-off',
    createdAt: new Date().toISOString(),
    handedOffAt: new Date().toISOString(),
    contactEmail,
    messages: [message('user', 'Can I pay by invoice?', 1)],
  });
  let saved: Array<{ email: string | null; token: string | undefined }>;

  beforeEach(() => {
    saved = [];
    window.localStorage.setItem(
      CHAT_SESSION_STORAGE,
      JSON.stringify({ sessionId: SESSION_ID, sessionToken: 'secret-token', ownerId: null }),
    );
    let contactEmail: string | null = null;
    api.state.routes[`GET /api/support/chat/${SESSION_ID}`] = (_req, res) =>
      sendJson(res, 200, handedOff(contactEmail));
    api.state.routes[`PUT /api/support/chat/${SESSION_ID}/contact-email`] = (req, res) => {
      const { email } = JSON.parse(req.body) as { email: string | null };
      saved.push({ email, token: req.headers[CHAT_SESSION_TOKEN_HEADER] as string | undefined });
      if (email !== null && !email.includes('@'))
        return sendJson(res, 400, {
          error: 'email is not a valid email address',
          code: ERROR_CODES.VALIDATION_FAILED,
        });
      contactEmail = email;
      sendJson(res, 200, handedOff(contactEmail));
    };
  });

  test('can leave an address for the answer, is told where it goes, and can take it away', async () => {
    window.sessionStorage.setItem('chat-open', '1');
    renderApp('/whitelabel-deployment');
    const form = await screen.findByRole('form', { name: 'Email me the answer' });
    const field = screen.getByLabelText<HTMLInputElement>(/We can email you the answer/);
    fireEvent.click(screen.getByRole('button', { name: 'Email me' }));
    expect(await screen.findByText('Enter your email address.')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeTruthy();

    fireEvent.change(field, { target: { value: ' visitor@example.com ' } });
    fireEvent.submit(form);
    const status = await screen.findByText(/we email the answer to/);
    expect(status.parentElement?.textContent).toContain('visitor@example.com');
    expect(saved.at(-1)).toEqual({ email: 'visitor@example.com', token: 'secret-token' });
    expect(screen.queryByRole('form', { name: 'Email me the answer' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('form', { name: 'Email me the answer' });
    expect(saved.at(-1)).toEqual({ email: null, token: 'secret-token' });
  });

  test('the emailed link (?support=<id>) opens the conversation this browser keeps, and drops the id', async () => {
    const { router } = renderApp(`/?support=${SESSION_ID}`);
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('a link to a conversation this browser does not keep opens nothing and waits for a sign-in', async () => {
    const other = '22222222-2222-4222-8222-222222222222';
    const { router } = renderApp(`/?support=${other}`);
    await screen.findByRole('button', { name: 'Open support chat' });
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).toBeNull();
    expect(router.state.location.search).toBe(`?support=${other}`);
  });
});
