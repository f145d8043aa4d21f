import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuestionBankCounts } from '@readiness/contracts/assessment';
import type { TokenIssuer } from '@readiness/testing';
import { ask, newSession, startChatWithIssuer, stopChat, type RunningChat } from './harness.ts';

// The assistant names the live bank's counts, read from the assessment service (a stand-in here that serves
// GET /api/questions/counts as assessment does), never a number written in the knowledge.
let issuer: TokenIssuer;
let chat: RunningChat;
let assessment: Server;
let served: TQuestionBankCounts = {
  bankVersion: 7,
  full: 76,
  quick: 15,
  dimensions: 15,
  perDimension: { min: 5, max: 6 },
};
let reads = 0;

beforeAll(async () => {
  assessment = createServer((req, res) => {
    if (req.url !== '/api/questions/counts') {
      res.writeHead(404).end();
      return;
    }
    reads += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => assessment.listen(0, '127.0.0.1', resolve));
  const { port } = assessment.address() as AddressInfo;
  ({ issuer, chat } = await startChatWithIssuer({ ASSESSMENT_URL: `http://127.0.0.1:${port}` }));
});
afterAll(async () => {
  await stopChat({ chat, issuer });
  await new Promise((resolve) => assessment?.close(resolve));
});

describe('the counts in the assistant’s answers', () => {
  it('says a bank of 76 questions as 76, and reads the bank once per minute, not per message', async () => {
    const session = await newSession(chat);
    const answered = await ask(chat, session, 'How many questions are in the assessment?');
    expect(answered.status).toBe(200);
    expect(answered.data.response).toContain('76 questions');
    expect(answered.data.response).not.toMatch(/\b75\b/);

    served = { ...served, full: 80 };
    const again = await ask(chat, session, 'is the assessment free');
    expect(again.data.response).toContain('76-question');
    expect(reads).toBe(1);
  });
});
