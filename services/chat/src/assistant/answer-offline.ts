import { DIMENSION_LABELS, type TDimension } from '@readiness/contracts/assessment';
import { PREMIUM_PRODUCT, REFUND_WINDOW_DAYS } from '@readiness/contracts/billing';
import { activePromo, WHITELABEL_PLANS, type TChatLink } from '@readiness/contracts/chat';
import { guideForDimension } from '@readiness/contracts/resources';
import { describePage, type KnowledgeEntry } from './knowledge.ts';
import { bestAnswer, bestAnswers, splitQuestions } from './retrieve.ts';

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
}

const RESULTS: TChatLink = { label: 'See your results', href: '/results' };
const ASSESSMENT: TChatLink = { label: 'Start the assessment', href: '/assessment' };
const AUTH: TChatLink = { label: 'Sign in or register', href: '/auth' };
const CHECKOUT: TChatLink = { label: 'Get Premium', href: '/checkout' };

export const NOT_KNOWN_ANSWER =
  'I am not sure about that, and I would rather not guess. I can answer questions about AI Readiness: the assessment and its 15 dimensions, scores and levels, Premium, the AI tools, the guides and the white-label assistant. For anything else, press "Talk to a person" and someone from support will answer here.';

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
const labelOf = (dimension: string) => DIMENSION_LABELS[dimension as TDimension] ?? dimension;
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

function personalAnswer(
  entry: KnowledgeEntry,
  input: AnswerInput,
): Omit<Answer, 'entryId' | 'known' | 'topics'> {
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
      return {
        text: `Your latest ${latest.kind} assessment (completed ${latest.completedAt.slice(0, 10)}) scored ${round(latest.overallScore)}/100, the ${latest.maturityLevel} level.${weakest ? ` Your weakest dimension is ${labelOf(weakest[0])} (${round(weakest[1])}).` : ''}`,
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
      if (!target) return { text: entry.answer, links: [RESULTS], offerHandoff: false };
      const score = latest.dimensionScores[target];
      const rank = weakestDimensions(latest, 15).findIndex(([name]) => name === target);
      const guide = isDimension(target) ? guideForDimension(target) : undefined;
      const standing =
        score === undefined
          ? `Your latest assessment has no score for ${labelOf(target)}.`
          : `Your ${labelOf(target)} score is ${round(score)}/100${rank === 0 ? ', your weakest dimension' : ''}.`;
      const steps =
        user.tier === 'free'
          ? ` Your results give the recommendation for it; the roadmap, with the next actions for ${labelOf(target)} in order, is part of Premium.`
          : ` Your roadmap on your results page lists the next actions for ${labelOf(target)} in order, and you can tick them off as you go.`;
      return {
        text: `${standing}${steps}${guide && user.tier !== 'free' ? ` The guide "${guide.title}" goes deeper.` : ''}`,
        links: [
          { label: `Next steps for ${labelOf(target)}`, href: `/results#${target}` },
          ...(user.tier === 'free'
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
      return {
        text:
          user.tier === 'free'
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
      if (user.tier === 'free')
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
        text: 'Of course: press "Talk to a person" and the conversation goes to our support team; someone will answer here.',
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
      return { text: entry.answer, links: [...entry.links], offerHandoff: false };
  }
}

/** The entries a message's questions are about (one per question it asks, at most two), best first. */
export function matchTopics(question: string): Array<KnowledgeEntry | null> {
  const parts = splitQuestions(question);
  if (parts.length === 1) {
    const found = bestAnswers(question).map((retrieved) => retrieved.entry);
    return found.length > 0 ? found : [null];
  }
  const found = parts.map((part) => bestAnswer(part)?.entry ?? null);
  // Asked as two questions but only one is understood: the whole message may still read as one question.
  if (parts.length > 1 && found.some((entry) => entry === null)) {
    const whole = bestAnswer(question)?.entry ?? null;
    if (found.every((entry) => entry === null) || (whole && found.includes(whole))) return [whole];
  }
  return found.filter(
    (entry, i) => entry === null || found.findIndex((other) => other?.id === entry.id) === i,
  );
}

/**
 * The offline assistant: the best knowledge entry for each question the message asks, or an honest "I do not
 * know" with a person offered (also for the part of a message it does not know).
 */
export function answerOffline(input: AnswerInput): Answer {
  const entries = matchTopics(input.question);
  const known = entries.filter((entry): entry is KnowledgeEntry => entry !== null);
  if (known.length === 0)
    return { text: NOT_KNOWN_ANSWER, links: [], known: false, offerHandoff: true, entryId: null, topics: [] };
  const answers = known.map((entry) =>
    entry.personal
      ? personalAnswer(entry, input)
      : { text: entry.answer, links: [...entry.links], offerHandoff: false },
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
  };
}
