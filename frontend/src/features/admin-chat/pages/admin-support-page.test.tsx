import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { TInboxConversationDetail } from '@readiness/contracts/chat';
import { sendJson, type RecordedRequest } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { ADMIN_USER, storeKeyFor } from '../../admin/test-fixtures.ts';

const api = useTestApi();

const ID = '33333333-3333-4333-8333-333333333333';
const DETAIL: TInboxConversationDetail = {
  sessionId: ID,
  status: 'handed-off',
  user: null,
  contactEmail: 'visitor@example.com',
  page: '/checkout',
  reason: null,
  handedOffAt: '2026-11-23T06:00:00.000Z',
  lastMessageAt: '2026-11-23T06:01:00.000Z',
  lastMessage: 'Can I pay by invoice?',
  awaitingReply: true,
  messageCount: 1,
  messages: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      role: 'user',
      content: 'Can I pay by invoice?',
      timestamp: '2026-11-23T06:01:00.000Z',
      links: [],
      feedback: null,
      agentName: null,
    },
  ],
};
let replies: RecordedRequest[] = [];

beforeEach(() => {
  replies = [];
  api.state.user = ADMIN_USER;
  const { messages: _messages, ...summary } = DETAIL;
  api.state.routes = {
    'GET /api/admin/support/conversations': (_req, res) => sendJson(res, 200, { conversations: [summary] }),
    [`GET /api/admin/support/conversations/${ID}`]: (_req, res) => sendJson(res, 200, DETAIL),
    [`POST /api/admin/support/conversations/${ID}/reply`]: (req, res) => {
      replies.push(req);
      const { message } = JSON.parse(req.body) as { message: string };
      sendJson(res, 201, {
        ...DETAIL,
        awaitingReply: false,
        messages: [
          ...DETAIL.messages,
          {
            ...DETAIL.messages[0]!,
            id: '55555555-5555-4555-8555-555555555555',
            role: 'agent',
            content: message,
          },
        ],
      });
    },
    'GET /api/admin/whitelabel-requests': (_req, res) =>
      sendJson(res, 200, {
        requests: [
          {
            requestId: '66666666-6666-4666-8666-666666666666',
            requestType: 'demo',
            companyName: 'Acme Clinic',
            contactEmail: 'ops@acme.test',
            phone: null,
            industry: 'healthcare',
            currentCRM: null,
            monthlyVolume: '500-2000',
            primaryGoals: null,
            integrationType: null,
            timeline: null,
            selectedPlan: 'grow',
            receivedAt: '2026-11-23T06:02:00.000Z',
            status: 'new',
            note: '',
            updatedAt: null,
          },
        ],
      }),
  };
  storeKeyFor(ADMIN_USER.id);
});

describe('/admin-support', () => {
  test('an admin reads a handed-off conversation and replies with the admin key', async () => {
    renderApp('/admin-support');
    fireEvent.click(await screen.findByRole('button', { name: /Anonymous visitor/ }));
    const detail = await screen.findByRole('region', { name: 'Anonymous visitor' });
    await within(detail).findByText('Can I pay by invoice?');
    // The visitor left an address: the agent knows an answer reaches them after they have gone.
    expect(within(detail).getByText(/answers emailed to visitor@example\.com when away/)).toBeTruthy();
    fireEvent.change(within(detail).getByLabelText('Your reply'), { target: { value: 'Yes, we can.' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Send reply' }));
    const messages = within(detail).getByRole('list', { name: 'Messages' });
    await waitFor(() => expect(messages.textContent).toContain('Yes, we can.'));
    expect(JSON.parse(replies[0]!.body)).toEqual({ message: 'Yes, we can.' });
    expect(replies[0]!.headers['x-admin-key']).toBe('admin-key-from-server');
    await waitFor(() =>
      expect(within(detail).getByLabelText<HTMLTextAreaElement>('Your reply').value).toBe(''),
    );
  });

  test('Close conversation gives it back to the assistant: the reply form goes and says so', async () => {
    const closes: RecordedRequest[] = [];
    api.state.routes[`POST /api/admin/support/conversations/${ID}/close`] = (req, res) => {
      closes.push(req);
      sendJson(res, 200, { ...DETAIL, status: 'assistant', awaitingReply: false });
    };
    renderApp('/admin-support');
    fireEvent.click(await screen.findByRole('button', { name: /Anonymous visitor/ }));
    const detail = await screen.findByRole('region', { name: 'Anonymous visitor' });
    fireEvent.click(await within(detail).findByRole('button', { name: 'Close conversation' }));
    await within(detail).findByText('Closed: the assistant answers this conversation again.');
    expect(closes).toHaveLength(1);
    expect(closes[0]!.headers['x-admin-key']).toBe('admin-key-from-server');
    expect(within(detail).queryByLabelText('Your reply')).toBeNull();
  });

  test('the white-label requests are listed', async () => {
    renderApp('/admin-support');
    const tab = await screen.findByRole('tab', { name: 'White-label requests' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(await screen.findByText('Acme Clinic')).toBeTruthy();
    expect(screen.getByText('ops@acme.test')).toBeTruthy();
  });
});

describe('/admin-support, read as written', () => {
  test('a signed-in user’s messages say User, not Visitor, and keep their line breaks', async () => {
    const signedIn: TInboxConversationDetail = {
      ...DETAIL,
      user: { userId: ADMIN_USER.id, name: 'Grace Hopper', email: 'grace@example.com', tier: 'free' },
      messages: [{ ...DETAIL.messages[0]!, content: 'First line\nSecond line' }],
    };
    const { messages: _messages, ...summary } = signedIn;
    api.state.routes['GET /api/admin/support/conversations'] = (_req, res) =>
      sendJson(res, 200, { conversations: [summary] });
    api.state.routes[`GET /api/admin/support/conversations/${ID}`] = (_req, res) =>
      sendJson(res, 200, signedIn);
    renderApp('/admin-support');
    fireEvent.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const message = (await within(messages).findByText(/First line/)).closest('li')!;
    expect(message.textContent).toMatch(/^User ·/);
    expect(message.textContent).toContain('First line\nSecond line');
    expect(message.className).toContain('whitespace-pre-wrap');
  });

  test('a lead’s long company name wraps instead of widening the page; its goals keep their line breaks', async () => {
    const long = 'A'.repeat(200);
    api.state.routes['GET /api/admin/whitelabel-requests'] = (_req, res) =>
      sendJson(res, 200, {
        requests: [
          {
            requestId: '77777777-7777-4777-8777-777777777777',
            requestType: 'deployment',
            companyName: long,
            contactEmail: 'ops@long.test',
            phone: null,
            industry: null,
            currentCRM: null,
            monthlyVolume: null,
            primaryGoals: 'Goal one\nGoal two',
            integrationType: null,
            timeline: null,
            selectedPlan: null,
            receivedAt: '2026-11-23T06:02:00.000Z',
            status: 'new',
            note: '',
            updatedAt: null,
          },
        ],
      });
    renderApp('/admin-support');
    const tab = await screen.findByRole('tab', { name: 'White-label requests' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const title = await screen.findByText(long);
    expect(title.className).toContain('[overflow-wrap:anywhere]');
    expect(screen.getByText(/Goal one/).className).toContain('whitespace-pre-wrap');
  });
});
