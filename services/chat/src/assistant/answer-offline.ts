import { DIMENSION_LABELS, type TDimension } from '@readiness/contracts/assessment';
import { PREMIUM_PRODUCT } from '@readiness/contracts/billing';
import { activePromo, WHITELABEL_PLANS, type TChatLink } from '@readiness/contracts/chat';
import { RESOURCE_GUIDES } from '@readiness/contracts/resources';
import { describePage, type KnowledgeEntry } from './knowledge.ts';
import { bestAnswer } from './retrieve.ts';

/** What the service knows of the person asking, from its own records (events) and the verified token. */
export interface KnownUser {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  tier: 'free' | 'premium' | 'enterprise';
  latestAssessment: LatestAssessment | null;
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
  /** The knowledge entry used, for the prompt and the tests. */
  entryId: string | null;
}

const RESULTS: TChatLink = { label: 'See your results', href: '/results' };
const ASSESSMENT: TChatLink = { label: 'Start the assessment', href: '/assessment' };
const AUTH: TChatLink = { label: 'Sign in or register', href: '/auth' };
const CHECKOUT: TChatLink = { label: 'Get Premium', href: '/checkout' };

export const NOT_KNOWN_ANSWER =
  'I am not sure about that, and I would rather not guess. I can answer questions about AI Readiness: the assessment and its 15 dimensions, scores and levels, Premium, the AI tools, the guides and the white-label assistant. For anything else, press "Talk to a person" and someone from support will answer here.';

const fullName = (user: KnownUser) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
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

function personalAnswer(entry: KnowledgeEntry, input: AnswerInput): Omit<Answer, 'entryId' | 'known'> {
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
      const guide = RESOURCE_GUIDES.find((resource) =>
        (resource.dimensions as readonly string[]).includes(first ?? ''),
      );
      const list = weakest.map(([dimension, score]) => `${labelOf(dimension)} (${round(score)})`).join(', ');
      return {
        text: `Your weakest dimensions are ${list}. Start with ${labelOf(first ?? '')}: the recommendations on your results page say what to do first.${guide ? ` The guide "${guide.title}" covers it.` : ''}`,
        links: [RESULTS, { label: 'Open the resource library', href: '/resources' }],
        offerHandoff: false,
      };
    }
    case 'tier': {
      if (!user) return signInFirst('which plan you are on');
      if (user.tier === 'free')
        return {
          text: `You are on the free plan. Premium ($${PREMIUM_PRODUCT.amount / 100} once, lifetime access) adds the full 75-question assessment, PDF reports, unlimited AI tools and the guides.`,
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

/** The offline assistant: the best knowledge entry for the question, or an honest "I do not know". */
export function answerOffline(input: AnswerInput): Answer {
  const found = bestAnswer(input.question);
  if (!found) return { text: NOT_KNOWN_ANSWER, links: [], known: false, offerHandoff: true, entryId: null };
  const { entry } = found;
  const answer = entry.personal
    ? personalAnswer(entry, input)
    : { text: entry.answer, links: [...entry.links], offerHandoff: false };
  return { ...answer, known: true, entryId: entry.id };
}
