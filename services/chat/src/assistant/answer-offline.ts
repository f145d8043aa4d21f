import { DIMENSION_LABELS, type TDimension } from '@readiness/contracts/assessment';
import type { TUserNextActions } from '@readiness/contracts/assessment';
import { PREMIUM_PRODUCT, REFUND_WINDOW_DAYS, type TPurchase } from '@readiness/contracts/billing';
import { activePromo, WHITELABEL_PLANS, type TChatLink } from '@readiness/contracts/chat';
import { guideForDimension } from '@readiness/contracts/resources';
import { isPremiumTier } from '@readiness/contracts/premium';
import { answerOf, describePage, type BankCounts, type KnowledgeEntry } from './knowledge.ts';
import { matchTopic } from './match-topic.ts';
import { matchQuestion, splitQuestions } from './retrieve.ts';

/** What the service knows of the person asking, from its own records (events) and the verified token. */
export interface KnownUser {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  tier: 'free' | 'premium' | 'enterprise';
  latestAssessment: LatestAssessment | null;
  /** The user's requests to a person, newest first (chat's own records); loaded when a question needs them. */
  handoffs?: HandoffFact[];
  /**
   * The next steps of the user's latest results (assessment's internal API), loaded when the question is how to
   * improve; null when assessment could not be asked.
   */
  nextActions?: TUserNextActions | null;
  /** The user's purchases (billing's internal API), loaded when the question is about them; null when unknown. */
  purchases?: TPurchase[] | null;
}
export interface HandoffFact {
  /** Still with support (true) or back with the assistant. */
  open: boolean;
  requestedAt: string;
  /** When a person last answered, or null when nobody has yet. */
  answeredAt: string | null;
}
export interface LatestAssessment {
  kind: 'quick' | 'full';
  overallScore: number;
  maturityLevel: string;
  dimensionScores: Record<string, number>;
  completedAt: string;
}

export interface AnswerInput {
  question: string;
  /** Null for an anonymous visitor. */
  user: KnownUser | null;
  /** The app path the visitor is on (validated), or null. */
  page: string | null;
  now: Date;
  /** The live question bank's counts, or null/absent when the service could not learn them (no numbers are said). */
  counts?: BankCounts | null;
  /**
   * For the evaluation only: a labelled example question not to learn from, the one being scored (leave-one-out;
   * otherwise a development question would find itself among the examples).
   */
  leaveOut?: string;
  /** For the evaluation only: answer from the knowledge search alone, without the examples (for comparison). */
  searchOnly?: boolean;
}

export interface Answer {
  text: string;
  links: TChatLink[];
  /** False when nothing in the knowledge answers the question. */
  known: boolean;
  /** The assistant suggests a person (it does not know, or the visitor asked for one). */
  offerHandoff: boolean;
  /** The knowledge entry used (the first one when the message asked two questions), for the prompt and the tests. */
  entryId: string | null;
  /** Every knowledge entry the answer is made of (one per question answered). */
  topics: string[];
  /**
   * When the assistant is not sure which of two topics is meant: each with a question to ask about it (the
   * widget's quick replies). Nothing is answered then (`known` is false): these are offered, not asserted.
   */
  choices: Choice[];
}

/** The answer to one question of a message. */
type PartAnswer = Pick<Answer, 'text' | 'links' | 'offerHandoff'>;

/** A topic offered as "did you mean", and the question that asks about it. */
export interface Choice {
  topic: string;
  title: string;
  question: string;
}

const RESULTS: TChatLink = { label: 'See your results', href: '/results' };
const ASSESSMENT: TChatLink = { label: 'Start the assessment', href: '/assessment' };
const AUTH: TChatLink = { label: 'Sign in or register', href: '/auth' };
const CHECKOUT: TChatLink = { label: 'Get Premium', href: '/checkout' };

/** "I'm not sure", naming what the assistant can help with (the number of dimensions from the live bank). */
export const notKnownAnswer = (counts: BankCounts | null | undefined): string =>
  `I am not sure about that, and I would rather not guess. I can answer questions about AI Readiness: the assessment and its ${counts ? `${counts.dimensions} ` : ''}dimensions, scores and levels, Premium, the AI tools, the guides and the white-label assistant. For anything else, press "Talk to a person" and someone from support will answer here.`;
export const NOT_KNOWN_ANSWER = notKnownAnswer(null);

/** "I'm not sure", when questions near the one asked are offered beside it (their buttons follow the text). */
export const RELATED_OFFERED_NOTE =
  'I am not sure about that, and I would rather not guess. If one of the questions below is what you meant, choose it; or ask again in other words, or press "Talk to a person" and someone from support will answer here.';

/** Said after the answer to the part of a message the assistant knows, about the part it does not. */
export const PARTLY_KNOWN_NOTE =
  'About the rest of your question I am not sure, and I would rather not guess: press "Talk to a person" and someone from support will answer here.';

/** The dimension a question names ("data management", "governance", "talent & skills"), if any. */
export function dimensionNamed(question: string): TDimension | null {
  const text = question.toLowerCase().replace(/&/g, 'and');
  let best: { dimension: TDimension; hits: number } | null = null;
  for (const [dimension, label] of Object.entries(DIMENSION_LABELS) as Array<[TDimension, string]>) {
    const words = label
      .toLowerCase()
      .replace(/&/g, 'and')
      .split(/[^a-z]+/)
      .filter((word) => word.length > 3 && word !== 'and');
    const hits = words.filter((word) => text.includes(word.slice(0, Math.max(5, word.length - 2)))).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { dimension, hits };
  }
  return best?.dimension ?? null;
}

const fullName = (user: KnownUser) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
const isDimension = (value: string): value is TDimension => Object.hasOwn(DIMENSION_LABELS, value);
/** A dimension's label; a name this build does not know (another service's newer answer) as it came. */
export const labelOf = (dimension: string) =>
  isDimension(dimension) ? DIMENSION_LABELS[dimension] : dimension;
const round = (score: number) => Math.round(score);

/** The user's dimensions, weakest first. */
export function weakestDimensions(assessment: LatestAssessment, count = 3): Array<[string, number]> {
  return Object.entries(assessment.dimensionScores)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, count);
}

/** The price line of the white-label plans, with the promos running at `now` (ended ones are not mentioned). */
export function plansAnswer(now: Date): string {
  const lines = WHITELABEL_PLANS.map((plan) => {
    const promo = activePromo(plan, now);
    const base = `${plan.name} $${plan.priceMonthly}/month (up to ${plan.conversationsPerMonth.toLocaleString('en-US')} conversations${plan.mostPopular ? ', most popular' : ''})`;
    return promo ? `${base}, now $${promo.priceMonthly} with the ${promo.label}` : base;
  });
  return `The white-label plans are monthly: ${lines.join('; ')}.`;
}

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
const money = (cents: number, currency: string) =>
  `${currency.toUpperCase() === 'USD' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

/**
 * "How do I improve X", from the user's own roadmap: the open actions for X in roadmap order (premium), or the
 * recommendations for X (free: the roadmap is a premium part). Null when the next steps are not known.
 */
function nextStepsFor(user: KnownUser, target: string): PartAnswer | null {
  const facts = user.nextActions;
  if (!facts?.assessmentId) return null;
  const label = labelOf(target);
  const score = user.latestAssessment?.dimensionScores[target];
  const standing = score === undefined ? '' : `Your ${label} score is ${round(score)}/100. `;
  const resultsHref = `/results/${facts.assessmentId}`;
  const recommended = facts.recommendations.filter((item) => item.dimension === target).slice(0, 2);
  if (!isPremiumTier(user.tier)) {
    const text = recommended.length
      ? `${standing}Your results recommend for ${label}: ${recommended.map((item) => item.title).join('; ')}. The roadmap, with the next actions in order, is part of Premium.`
      : `${standing}Your latest results have no recommendation for ${label}. The roadmap, with the next actions for each dimension in order, is part of Premium.`;
    return {
      text,
      links: [
        { label: `Your recommendations for ${label}`, href: `${resultsHref}#recommendations` },
        CHECKOUT,
      ],
      offerHandoff: false,
    };
  }
  const open = facts.roadmap.filter((action) => action.dimension === target).slice(0, 3);
  if (open.length === 0)
    return {
      text: `${standing}Your roadmap has no open action for ${label}${recommended.length ? `; your results recommend: ${recommended.map((item) => item.title).join('; ')}` : ''}. Your results page shows every dimension's next steps.`,
      links: [{ label: 'Your roadmap', href: `${resultsHref}#roadmap` }],
      offerHandoff: false,
    };
  const list = open.map((action, i) => `${i + 1}. ${action.title} (${action.phase})`).join('; ');
  return {
    text: `${standing}Your next actions for ${label}, from your roadmap: ${list}. Tick them off on your roadmap as you go.`,
    links: [{ label: `Your roadmap for ${label}`, href: `${resultsHref}#roadmap` }],
    offerHandoff: false,
  };
}

/** "Did my payment go through?", from the user's purchases as billing holds them, newest first. */
function purchasesAnswer(purchases: readonly TPurchase[], tier: KnownUser['tier']): PartAnswer {
  const BILLING_LINK: TChatLink = { label: 'Your purchases', href: '/billing' };
  const newest = [...purchases].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const latest = newest[0];
  if (!latest)
    return {
      text: `You have no purchase on your account${!isPremiumTier(tier) ? ': you are on the free plan' : ''}. If you paid and see nothing here, press "Talk to a person".`,
      links: [BILLING_LINK, CHECKOUT],
      offerHandoff: false,
    };
  const what = `${latest.productName}, ${money(latest.amount, latest.currency)}${latest.testMode ? ' (TEST MODE)' : ''}`;
  const started = dateOf(latest.createdAt);
  let text: string;
  switch (latest.status) {
    case 'paid':
      text = `Your payment for ${what} went through on ${dateOf(latest.paidAt) ?? started}${latest.invoiceNumber ? ` (invoice ${latest.invoiceNumber})` : ''}.${latest.canRefund && latest.refundableUntil ? ` You can refund it from your purchases page until ${dateOf(latest.refundableUntil)}.` : ''}`;
      break;
    case 'processing':
      text = `Your payment for ${what} of ${started} is still being processed by the payment provider; Premium starts when it is confirmed.`;
      break;
    case 'open':
      text = `Your checkout for ${what} of ${started} was not paid: nothing was charged. You can start it again from Checkout.`;
      break;
    case 'failed':
    case 'expired':
      text = `Your checkout for ${what} of ${started} ${latest.status === 'failed' ? 'failed' : 'expired'}: nothing was charged.`;
      break;
    case 'refunded':
      text = `Your purchase of ${what} was refunded on ${dateOf(latest.refundedAt) ?? started}${latest.creditNoteNumber ? ` (credit note ${latest.creditNoteNumber})` : ''}.`;
      break;
    case 'disputed':
      text = `Your payment for ${what} is disputed with your bank, so Premium is suspended until the dispute is settled.`;
      break;
  }
  const others = newest.length - 1;
  return {
    text: `${text}${others > 0 ? ` Your purchases page lists ${others === 1 ? 'one more' : `${others} more`}.` : ''}`,
    links: [BILLING_LINK],
    offerHandoff: latest.status === 'disputed',
  };
}

function personalAnswer(entry: KnowledgeEntry, input: AnswerInput): PartAnswer {
  const { user } = input;
  const signInFirst = (what: string) => ({
    text: `Sign in and I can tell you ${what}.`,
    links: [AUTH],
    offerHandoff: false,
  });
  switch (entry.personal) {
    case 'scores': {
      if (!user) return signInFirst('your latest scores');
      const latest = user.latestAssessment;
      if (!latest)
        return {
          text: 'You have not completed an assessment yet. Take one and I can talk you through your scores.',
          links: [ASSESSMENT],
          offerHandoff: false,
        };
      const weakest = weakestDimensions(latest, 1)[0];
      // "Our data management score?": that dimension's score first, when the latest assessment has one.
      const named = dimensionNamed(input.question);
      const namedScore = named ? latest.dimensionScores[named] : undefined;
      return {
        text: `${namedScore !== undefined ? `Your ${labelOf(named!)} score is ${round(namedScore)}/100. ` : ''}Your latest ${latest.kind} assessment (completed ${latest.completedAt.slice(0, 10)}) scored ${round(latest.overallScore)}/100, the ${latest.maturityLevel} level.${weakest ? ` Your weakest dimension is ${labelOf(weakest[0])} (${round(weakest[1])}).` : ''}`,
        links: [RESULTS],
        offerHandoff: false,
      };
    }
    case 'weakest': {
      if (!user) return signInFirst('your weakest dimensions');
      const latest = user.latestAssessment;
      if (!latest)
        return {
          text: 'Complete an assessment first: your results then show your weakest dimensions and what to do about them.',
          links: [ASSESSMENT],
          offerHandoff: false,
        };
      const weakest = weakestDimensions(latest);
      const first = weakest[0]?.[0];
      // The guide about that dimension (the one the results page links beside its recommendations), not the
      // first guide that merely mentions it.
      const guide = first && isDimension(first) ? guideForDimension(first) : undefined;
      const list = weakest.map(([dimension, score]) => `${labelOf(dimension)} (${round(score)})`).join(', ');
      return {
        text: `Your weakest dimensions are ${list}. Start with ${labelOf(first ?? '')}: the recommendations on your results page say what to do first.${guide ? ` The guide "${guide.title}" covers it.` : ''}`,
        links: [RESULTS, { label: 'Open the resource library', href: '/resources' }],
        offerHandoff: false,
      };
    }
    case 'improve': {
      const dimension = dimensionNamed(input.question);
      if (!user) return signInFirst('how to improve your scores');
      const latest = user.latestAssessment;
      if (!latest)
        return {
          text: 'Complete an assessment first: your results then give you the next steps for each dimension.',
          links: [ASSESSMENT],
          offerHandoff: false,
        };
      const target = dimension ?? weakestDimensions(latest, 1)[0]?.[0] ?? null;
      if (!target) return { text: answerOf(entry, input.counts), links: [RESULTS], offerHandoff: false };
      const score = latest.dimensionScores[target];
      const rank = weakestDimensions(latest, Infinity).findIndex(([name]) => name === target);
      const guide = isDimension(target) ? guideForDimension(target) : undefined;
      const standing =
        score === undefined
          ? `Your latest assessment has no score for ${labelOf(target)}.`
          : `Your ${labelOf(target)} score is ${round(score)}/100${rank === 0 ? ', your weakest dimension' : ''}.`;
      const planned = nextStepsFor(user, target);
      if (planned) return planned;
      const steps = !isPremiumTier(user.tier)
        ? ` Your results give the recommendation for it; the roadmap, with the next actions for ${labelOf(target)} in order, is part of Premium.`
        : ` Your roadmap on your results page lists the next actions for ${labelOf(target)} in order, and you can tick them off as you go.`;
      return {
        text: `${standing}${steps}${guide && isPremiumTier(user.tier) ? ` The guide "${guide.title}" goes deeper.` : ''}`,
        links: [
          { label: `Next steps for ${labelOf(target)}`, href: `/results#${target}` },
          ...(!isPremiumTier(user.tier)
            ? [CHECKOUT]
            : guide
              ? [{ label: 'Open the guide', href: `/resources#${guide.id}` }]
              : []),
        ],
        offerHandoff: false,
      };
    }
    case 'purchases': {
      if (!user) return signInFirst('about your purchases');
      if (user.purchases) return purchasesAnswer(user.purchases, user.tier);
      return {
        text: !isPremiumTier(user.tier)
          ? 'You are on the free plan: no Premium purchase is active on your account. If you paid and still see this, your purchases page shows the payment; if it is not there, press "Talk to a person".'
          : `Premium is active on your account (${user.tier} plan), so your payment went through. Your purchases page lists each purchase with its receipt and, within the ${REFUND_WINDOW_DAYS} days, the refund button.`,
        links: [{ label: 'Your purchases', href: '/billing' }],
        offerHandoff: false,
      };
    }
    case 'my-handoff': {
      if (!user)
        return {
          text: 'If you asked for a person in this conversation, their answer appears here. Sign in and I can look up the requests you made from your account.',
          links: [AUTH],
          offerHandoff: false,
        };
      const latest = user.handoffs?.[0];
      if (!latest)
        return {
          text: 'You have no request with our support team. Press "Talk to a person" and someone will answer here.',
          links: [],
          offerHandoff: true,
        };
      const when = latest.requestedAt.slice(0, 10);
      return {
        text: latest.answeredAt
          ? `Your request of ${when} was answered on ${latest.answeredAt.slice(0, 10)}: open the chat from that conversation (it is your latest one on your other devices) to read it.${latest.open ? ' It is still open with support.' : ''}`
          : `Your request of ${when} is with our support team and nobody has answered it yet; a person usually answers within one business day, in that conversation.`,
        links: [],
        offerHandoff: false,
      };
    }
    case 'tier': {
      if (!user) return signInFirst('which plan you are on');
      if (!isPremiumTier(user.tier))
        return {
          text: `You are on the free plan. Premium ($${PREMIUM_PRODUCT.amount / 100} once, lifetime access) adds the full assessment, PDF reports, unlimited AI tools and the guides.`,
          links: [CHECKOUT],
          offerHandoff: false,
        };
      return {
        text: `You are on the ${user.tier} plan: the full assessment, PDF reports, unlimited AI tools and the guides are yours.`,
        links: [RESULTS, { label: 'Open the resource library', href: '/resources' }],
        offerHandoff: false,
      };
    }
    case 'name': {
      if (!user) return signInFirst('what I know of your account');
      const name = fullName(user);
      return {
        text: name
          ? `You are signed in as ${name}${user.company ? ` of ${user.company}` : ''}.`
          : 'You are signed in; I do not have your name yet.',
        links: [{ label: 'Open your dashboard', href: '/dashboard' }],
        offerHandoff: false,
      };
    }
    case 'page': {
      const page = describePage(input.page);
      return {
        text: page
          ? `You are on ${page.name}: ${page.about}`
          : 'I cannot tell which page you are on. Your dashboard is the best place to start.',
        links: page ? [] : [{ label: 'Open your dashboard', href: '/dashboard' }],
        offerHandoff: false,
      };
    }
    case 'handoff':
      return {
        // Where the answer goes when they are not there: their account's address, or one a visitor leaves here.
        text: `Of course: press "Talk to a person" and the conversation goes to our support team; someone will answer here, usually within one business day. ${
          user
            ? 'If you are not in the chat when they answer, we email the answer to your account’s address.'
            : 'If you cannot stay, leave your email address under the conversation and we email you the answer.'
        }`,
        links: [],
        offerHandoff: true,
      };
    case 'prompt':
      return {
        text: 'I keep my instructions to myself and they do not change in a conversation. I am happy to answer questions about AI Readiness.',
        links: [],
        offerHandoff: false,
      };
    case 'plans':
      return { text: plansAnswer(input.now), links: [...entry.links], offerHandoff: false };
    case undefined:
      return { text: answerOf(entry, input.counts), links: [...entry.links], offerHandoff: false };
  }
}

/**
 * The entries a message's questions are about (one per question it asks, at most two), best first; for a message
 * of one question the assistant is not sure about, none and the entries it might mean (`choices`). Each question
 * is read by the knowledge search weighed against the example questions (match-topic.ts).
 */
export function matchTopics(
  question: string,
  { leaveOut, searchOnly = false }: Pick<AnswerInput, 'leaveOut' | 'searchOnly'> = {},
): {
  entries: Array<KnowledgeEntry | null>;
  choices: KnowledgeEntry[];
  /** For a message of one question it answers nothing about: questions near it that it can answer. */
  related: KnowledgeEntry[];
} {
  const match = (text: string) => (searchOnly ? matchQuestion(text) : matchTopic(text, leaveOut));
  const bestAnswer = (text: string) => match(text).answers[0] ?? null;
  const parts = splitQuestions(question);
  if (parts.length === 1) {
    const whole = match(question);
    const found = whole.answers.map((retrieved) => retrieved.entry);
    return {
      entries: found.length > 0 ? found : [null],
      choices: whole.choices.map((retrieved) => retrieved.entry),
      related: (whole.related ?? []).map((retrieved) => retrieved.entry),
    };
  }
  const matched = parts.map((part) => bestAnswer(part));
  const found = matched.map((retrieved) => retrieved?.entry ?? null);
  // Asked as two questions but only one is understood: the whole message may still read as one question (a
  // sentence of context, then the question), and does when it matches better than the part understood alone.
  if (parts.length > 1 && found.some((entry) => entry === null)) {
    const wholeAnswers = match(question).answers;
    const whole = wholeAnswers[0] ?? null;
    const partScore = Math.max(...matched.map((retrieved) => retrieved?.score ?? 0));
    if (
      found.every((entry) => entry === null) ||
      (whole && (found.includes(whole.entry) || whole.score > partScore))
    )
      // every topic the whole message is read as (two, when its examples were asked as two questions in one)
      return {
        entries: whole ? wholeAnswers.map((retrieved) => retrieved.entry) : [null],
        choices: [],
        related: [],
      };
  }
  return {
    entries: found.filter(
      (entry, i) => entry === null || found.findIndex((other) => other?.id === entry.id) === i,
    ),
    choices: [],
    related: [],
  };
}

const offeredAsQuestions = (entries: readonly KnowledgeEntry[]): Choice[] =>
  entries.map((entry) => ({
    topic: entry.id,
    title: entry.title,
    question: entry.questions[0] ?? entry.title,
  }));

/** "Did you mean A or B?": nothing asserted, the two readings offered as questions to ask, and a person. */
function choicesAnswer(choices: readonly KnowledgeEntry[]): Answer {
  const offered = offeredAsQuestions(choices);
  const titles = offered.map((choice) => `"${choice.title}"`).join(' or ');
  return {
    text: `I am not sure I understood, and I would rather not guess. Did you mean ${titles}? Choose one, ask again in other words, or press "Talk to a person" and someone from support will answer here.`,
    links: [],
    known: false,
    offerHandoff: true,
    entryId: null,
    topics: [],
    choices: offered,
  };
}

/**
 * The offline assistant: the best knowledge entry for each question the message asks, or an honest "I do not
 * know" with a person offered (also for the part of a message it does not know).
 */
export function answerOffline(input: AnswerInput): Answer {
  const { entries, choices, related } = matchTopics(input.question, input);
  const known = entries.filter((entry): entry is KnowledgeEntry => entry !== null);
  if (known.length === 0 && choices.length > 0) return choicesAnswer(choices);
  if (known.length === 0)
    return {
      text: related.length > 0 ? RELATED_OFFERED_NOTE : notKnownAnswer(input.counts),
      links: [],
      known: false,
      offerHandoff: true,
      entryId: null,
      topics: [],
      // Questions near it that it can answer, to ask with one press: nothing asserted about what was asked.
      choices: offeredAsQuestions(related),
    };
  const answers = known.map((entry) =>
    entry.personal
      ? personalAnswer(entry, input)
      : { text: answerOf(entry, input.counts), links: [...entry.links], offerHandoff: false },
  );
  const partly = known.length < entries.length;
  const links = answers
    .flatMap((answer) => answer.links)
    .filter((link, i, all) => all.findIndex((other) => other.href === link.href) === i)
    .slice(0, 4);
  return {
    text: [...answers.map((answer) => answer.text), ...(partly ? [PARTLY_KNOWN_NOTE] : [])].join('\n\n'),
    links,
    known: true,
    offerHandoff: partly || answers.some((answer) => answer.offerHandoff),
    entryId: known[0]!.id,
    topics: known.map((entry) => entry.id),
    choices: [],
  };
}
