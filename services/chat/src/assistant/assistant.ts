import type { Logger } from 'pino';
import type { TChatContext, TChatLink } from '@readiness/contracts/chat';
import { answerOffline, type KnownUser } from './answer-offline.ts';
import { buildPrompt, type AiResponder } from './answer-ai.ts';
import { KNOWLEDGE, type BankCounts } from './knowledge.ts';
import { isYesNoQuestion, retrieve } from './retrieve.ts';

export interface AssistantReply {
  text: string;
  links: TChatLink[];
  offerHandoff: boolean;
  /** Questions offered as "did you mean" quick replies (the offline answer was not sure); empty otherwise. */
  choices: string[];
  provider: 'openai' | 'offline';
}

/** A path of the app, or nothing: the page the browser says it is on is used only when it looks like one. */
export function safePage(page: string | undefined): string | null {
  if (!page) return null;
  const path = page.split(/[?#]/)[0]!;
  return /^\/[A-Za-z0-9\-._~/%]{0,200}$/.test(path) ? path : null;
}

/**
 * The assistant's answer: through the OpenAI-compatible provider when there is one (with the knowledge the
 * question retrieves and what the server knows of the user in the prompt, under the same rules), else (or when
 * the provider fails) from the offline knowledge search. A yes/no question the knowledge does not state is
 * declined without asking the model: a fluent guess is the one answer the assistant must never give.
 */
export async function reply(
  deps: { ai: AiResponder | null; logger: Logger; now: Date; counts?: BankCounts | null },
  input: {
    question: string;
    user: KnownUser | null;
    context: TChatContext | undefined;
    history: Array<{ role: 'user' | 'assistant' | 'agent'; content: string }>;
  },
): Promise<AssistantReply> {
  const page = safePage(input.context?.currentPage);
  const offline = answerOffline({
    question: input.question,
    user: input.user,
    page,
    now: deps.now,
    counts: deps.counts ?? null,
  });
  const offlineReply: AssistantReply = {
    text: offline.text,
    links: offline.links,
    offerHandoff: offline.offerHandoff,
    choices: offline.choices.map((choice) => choice.question),
    provider: 'offline',
  };
  if (!deps.ai) return offlineReply;
  if (!offline.known && isYesNoQuestion(input.question)) return offlineReply;
  const answered = offline.topics.map((id) => KNOWLEDGE.find((entry) => entry.id === id)!);
  const knowledge = [...answered, ...retrieve(input.question, 3).map((found) => found.entry)]
    .filter((entry, i, all) => !entry.personal && all.findIndex((other) => other.id === entry.id) === i)
    .slice(0, 4);
  const personal = answered.some((entry) => entry.personal !== undefined);
  try {
    const completion = await deps.ai.client.complete({
      messages: buildPrompt({
        question: input.question,
        user: input.user,
        page,
        context: input.context,
        history: input.history,
        knowledge,
        personalFacts: personal ? offline.text : null,
        counts: deps.counts ?? null,
      }),
      maxTokens: 400,
      temperature: 0.2,
    });
    const text = completion.text.trim();
    if (!text) return offlineReply;
    const links = offline.known ? offline.links : (knowledge[0]?.links ?? []).slice(0, 3);
    return { text, links: [...links], offerHandoff: offline.offerHandoff, choices: [], provider: 'openai' };
  } catch (error) {
    deps.logger.warn({ err: error }, 'the AI provider failed; answering offline');
    return offlineReply;
  }
}
