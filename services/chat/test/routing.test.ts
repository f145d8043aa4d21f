import { describe, expect, it } from 'vitest';
import { answerOffline } from '../src/assistant/answer-offline.ts';
import { DIMENSION_LABELS, DIMENSIONS } from '@readiness/contracts/assessment';
import { KNOWLEDGE } from '../src/assistant/knowledge.ts';
import {
  correctSpelling,
  isYesNoQuestion,
  normaliseTerm,
  oneEditApart,
  statedSentences,
} from '../src/assistant/retrieve.ts';
import { DIMENSION_ENTRY, intentOf, route } from '../src/assistant/route.ts';
import { EVAL_USER } from '../eval/evaluate.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const topicsOf = (question: string) =>
  answerOffline({ question, user: EVAL_USER, page: '/dashboard', now: NOW }).topics;

// The general topic and its personal twin share their words; how the question is asked decides (route.ts).
describe('general or personal', () => {
  it('reads how a question is asked', () => {
    expect(intentOf('what was my overall score')).toBe('personal');
    expect(intentOf('which dimension did we score lowest in')).toBe('personal');
    expect(intentOf('do i have premium')).toBe('personal');
    expect(intentOf('do i have to pay every month')).toBe('either');
    expect(intentOf('how is my overall score calculated')).toBe('general');
    expect(intentOf("what does 'not applicable' do to my score")).toBe('general');
    expect(intentOf('how does skipping a question affect my score')).toBe('general');
    // asking how to do something oneself is not asking how it works
    expect(intentOf('how do i improve my performance measurement score')).toBe('personal');
    expect(intentOf('what are the maturity levels')).toBe('either');
  });

  it.each([
    ['what was our overall score', 'my-scores'],
    ['our level?', 'my-scores'],
    ['how is the overall score worked out', 'scores'],
    ['what does my score out of 100 mean', 'scores'],
    ['what do the levels mean', 'levels'],
    ['which areas did we do worst in', 'my-weakest'],
    ['which dimensions are assessed', 'dimensions'],
    ['did my payment go through', 'my-purchases'],
    ['how do i pay for premium', 'payment'],
    ['has anyone answered my request for a person yet', 'my-handoff'],
    ['can i speak to a real person', 'handoff'],
    ['am i talking to a real person', 'privacy-ai'],
  ])('%s → %s', (question, topic) => {
    expect(topicsOf(question)).toEqual([topic]);
  });

  it('answers whether I paid, was refunded or am Premium from my own records, never from a policy', () => {
    // A policy entry would say yes or no about something it cannot know ("was I refunded": the refund policy).
    expect(
      route('was i refunded', [
        { id: 'refund', score: 90 },
        { id: 'my-purchases', score: 30 },
      ]).map((result) => result.id),
    ).toEqual(['my-purchases']);
    expect(topicsOf('was i refunded')).toEqual(['my-purchases']);
    expect(topicsOf('did i pay for premium')).toEqual(['my-purchases']);
    expect(topicsOf('am i premium')).toEqual(['my-tier']);
    // Asked how refunds work, or what one may do about one's purchase, the policy answers.
    expect(topicsOf('can i get a refund')).toEqual(['refund']);
    expect(
      route('i paid for premium last week, can i cancel it', [
        { id: 'my-purchases', score: 90 },
        { id: 'refund', score: 30 },
      ]).map((result) => result.id),
    ).toEqual(['refund']);
    expect(topicsOf('we bought premium, can we return it')).toEqual(['refund']);
  });

  it('answers a personal topic only to a question about oneself', () => {
    // "company" and "who" are words of "who am I"; asked about someone else, it is not about the asker.
    expect(topicsOf('who runs the company behind this')).not.toContain('my-name');
    expect(topicsOf('who am i signed in as')).toEqual(['my-name']);
  });

  it('gives the user’s next steps only when asked how to improve', () => {
    expect(topicsOf('how do we get better at data management')).toEqual(['my-improve']);
    expect(topicsOf('which dimensions do you score')).not.toContain('my-improve');
  });

  it('keeps the search order when nothing needs routing, and drops the twin of the chosen topic', () => {
    const results = [
      { id: 'levels', score: 90 },
      { id: 'my-scores', score: 30 },
      { id: 'results', score: 10 },
    ];
    expect(route('what are the maturity levels', results).map((result) => result.id)).toEqual([
      'levels',
      'results',
    ]);
    expect(route('what level are we at', results).map((result) => result.id)).toEqual([
      'my-scores',
      'results',
    ]);
    // A twin far below the best match is not chosen by the way of asking alone.
    expect(
      route('what level are we at', [
        { id: 'levels', score: 90 },
        { id: 'my-scores', score: 5 },
      ]).map((result) => result.id),
    ).toEqual(['levels']);
  });
});

describe('spelling', () => {
  it('reads a word one edit from a word of the knowledge as that word', () => {
    expect(oneEditApart('dimenson', 'dimension')).toBe(true);
    expect(oneEditApart('pasword', 'password')).toBe(true);
    expect(oneEditApart('recieve', 'receive')).toBe(true);
    expect(oneEditApart('refund', 'premium')).toBe(false);
    expect(correctSpelling('managment')).toBe('management');
  });

  it('leaves short words and words the knowledge does not know alone', () => {
    expect(correctSpelling('shopify')).toBe('shopify');
    expect(correctSpelling('pdfs')).toBe('pdfs');
  });

  it('never reads an unknown name as a known word to answer a yes/no question ("gmail" is not "email")', () => {
    expect(topicsOf('can i connect it to gmail')).toEqual([]);
    expect(topicsOf('does the white label bot work with gmail')).toEqual([]);
  });

  it('answers a misspelt question on its topic', () => {
    expect(topicsOf('how do i chnage my pasword')).toEqual(['change-password']);
  });
});

describe('claims', () => {
  it('treats a price question like a yes/no one: a price the knowledge does not state is not said', () => {
    expect(isYesNoQuestion('how much does an enterprise licence cost')).toBe(true);
    expect(isYesNoQuestion('how much time does it take')).toBe(false);
    expect(topicsOf('how much does an enterprise licence cost')).toEqual([]);
    expect(topicsOf('how much does the white label assistant cost')).toEqual(['whitelabel-pricing']);
  });
});

// The fourth round (issue 22): changes that read a question better, each checked on phrasings of its own.
describe('reading the question', () => {
  it('reads the forms of a word as one word (scoring, scored, score; measured, measure; resetting, reset)', () => {
    expect(normaliseTerm('scoring')).toBe(normaliseTerm('score'));
    expect(normaliseTerm('scored')).toBe(normaliseTerm('scores'));
    expect(normaliseTerm('measured')).toBe(normaliseTerm('measure'));
    expect(normaliseTerm('resetting')).toBe(normaliseTerm('reset'));
    expect(normaliseTerm('guides')).toBe(normaliseTerm('guide'));
    expect(normaliseTerm('speed')).toBe('speed');
  });

  it.each([
    ['how is the scoring done', 'scores'],
    ['who am i logged in as', 'my-name'],
    ['am i chatting with a bot', 'privacy-ai'],
    ['how do i open a new account', 'account'],
    ['please close my profile for good', 'delete-account'],
    // a sentence of context, then a question it alone does not tell: the whole message is one question
    ['the wifi dropped during the assessment. are my answers still there', 'assessment-resume'],
    ['how can we raise our operations score', 'my-improve'],
    ['did the order go through', 'my-purchases'],
    // "your platform", asked of this assistant, is AI Readiness (not the asker's company in their profile)
    ['what does your platform offer', 'product-overview'],
    // round ten: "meant" names no topic, "kick off" is starting, picking up is continuing, "thru" is through,
    // "how many times" asks for again
    ['what is meant by change management', 'dimension-people'],
    ['how do i kick off my first questionnaire', 'assessment-start'],
    ['where do i pick up my assessment', 'assessment-resume'],
    ['did the order go thru', 'my-purchases'],
    ['how many times can we take the assessment', 'retake'],
  ])('%s → %s', (question, topic) => {
    expect(topicsOf(question)).toEqual([topic]);
  });

  it('answers "how do I improve" with a dimension named by the user’s next steps first, whatever else matches', () => {
    expect(topicsOf('how can i boost the ai strategy score')[0]).toBe('my-improve');
    expect(topicsOf('how do we get better at ai strategy')[0]).toBe('my-improve');
  });

  it.each([
    // a "who" question is about a person or a company, not about the assistant
    'who owns this company',
    // a fact about the company or the product that the knowledge does not state
    'which database do you use',
    'what is your fax number',
    'do you accept purchase orders',
    // a name that starts with a word the knowledge uses ("Word documents") is not that word
    'does the whitelabel bot work with wordly',
    // the product's own standing, not what the governance dimension assesses
    'is your platform HIPAA certified',
    'how are our answers kept safe',
    'how many staff does your company have',
    // "help" and "my" name no topic
    'need help with my taxes',
    // how big or old the company is: every word counts ("big" names no capability in "is the free plan big enough")
    'how big is your company',
    'how old is ai readiness',
  ])('declines "%s"', (question) => {
    expect(topicsOf(question)).toEqual([]);
  });
});

// Each dimension has an entry saying what it looks at; whether a dimension is assessed is the list's answer.
describe('the dimensions', () => {
  it.each(DIMENSIONS.map((dimension) => [DIMENSION_LABELS[dimension], dimension] as const))(
    '%s has an entry that names it and is answered from it',
    (label, dimension) => {
      const entry = KNOWLEDGE.find((candidate) => candidate.id === DIMENSION_ENTRY[dimension]);
      expect(entry?.title).toContain(label);
      expect(entry?.answer).toContain(label);
      expect(topicsOf(`what does the ${label} dimension look at`)[0]).toBe(DIMENSION_ENTRY[dimension]);
    },
  );

  it.each([
    ['is risk management one of the dimensions', 'dimensions'],
    ['do you assess partnerships', 'dimensions'],
    ['what is measured under operations', 'dimension-business'],
    ['what does tech infrastructure include', 'dimension-data'],
    ['what is the strategy planner', 'ai-tools'],
  ])('%s → %s first', (question, topic) => {
    expect(topicsOf(question)[0]).toBe(topic);
  });
});

// A yes/no question is answered when its entry states what it asks, in the answer's own words too; not from a
// sentence that denies or hedges.
describe('what an answer states', () => {
  it('keeps the sentences that state, without a denying aside, and drops those that deny or hedge', () => {
    expect(
      statedSentences(
        'Premium is paid once (no subscription) and includes priority support. Other languages are not offered. If you need a bank transfer, ask support.',
      ),
    ).toEqual(['Premium is paid once   and includes priority support.']);
  });

  it('keeps what a sentence states before its first denying clause, and nothing after it', () => {
    expect(
      statedSentences(
        'A password has 8 to 128 characters and cannot be a common one. The link works once, for 7 days, and only for the invited address. Other languages are not offered and neither is SQL.',
      ),
    ).toEqual(['A password has 8 to 128 characters', 'The link works once for 7 days']);
  });

  it('answers a yes/no question its entry’s answer states, and declines one it only hedges about', () => {
    expect(topicsOf('does premium come with priority support')).toEqual(['premium']);
    expect(topicsOf('can i pay by bank transfer')).toEqual([]);
    expect(topicsOf('can i switch to dark mode')).toEqual(['theme']);
    expect(topicsOf('can the bot post to tiktok')).toEqual([]);
  });
});

// The product areas that had no entry: the monitoring pages, the tips, a payment that cannot be verified.
describe('the areas added in round five', () => {
  it.each([
    ['where are the access logs', 'monitoring'],
    ['how do i get rid of the hints', 'tips'],
    ['payment verification error', 'payment-problem'],
    ['did my payment fail', 'my-purchases'],
  ])('%s → %s', (question, topic) => {
    expect(topicsOf(question)).toEqual([topic]);
  });

  it('does not answer from them what they only share a short word with', () => {
    expect(topicsOf('how does the checkout work')).not.toContain('payment-problem');
    expect(topicsOf('can i pick up where i left off')).not.toContain('tips');
    expect(topicsOf('how often do you back up our data')).toEqual([]);
  });
});

describe('calibration', () => {
  it('declines "what is X" when the knowledge never uses the word for X, whatever its other words match', () => {
    expect(topicsOf('what is machine learning')).toEqual([]);
    expect(topicsOf('what are nfts')).toEqual([]);
    expect(topicsOf('what is the highest maturity level')).toEqual(['levels']);
    expect(topicsOf('what is roi')).toEqual(['roi']);
    expect(topicsOf('recommend a laptop')).toEqual([]);
    expect(topicsOf('suggest a guide for governance')[0]).toBe('guides');
  });

  it('answers a yes/no question from a close runner-up that states what it asks when the best match does not', () => {
    expect(topicsOf('can it generate java code')).toContain('code-languages');
    expect(topicsOf('can it generate rust code')).toContain('code-languages');
    expect(topicsOf('can it generate code for salesforce')).toEqual([]);
  });

  it('reads an amount of money in a yes/no question as no capability of its own', () => {
    expect(topicsOf('can i cancel and get my $49 back')).toEqual(['refund']);
  });

  it('reads a report to look at as the results, one to download as the PDF', () => {
    expect(topicsOf('where can i view my report')).toEqual(['results']);
    expect(topicsOf('download my report')).toEqual(['report-pdf']);
  });
});
