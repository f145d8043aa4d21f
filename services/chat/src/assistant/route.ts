/**
 * Routing between a general topic and its personal twin: "how is the score calculated" is about how scoring works,
 * "what was my overall score" about the asker's own result, yet both use the same words and the search ranks them
 * close. The search finds the candidates; how the question is asked (about oneself, or about how the product
 * works) decides between twins. A request for a person ("can I talk to a real person") is routed to the handoff
 * rather than to "are you a real person".
 */

import { DIMENSION_LABELS, type TDimension } from '@readiness/contracts/assessment';

/**
 * Each personal topic and the general topics that share its words. A question about oneself goes to the personal
 * twin: "was I refunded" is answered from the user's purchases, never by the refund policy's yes.
 */
const TWINS: Readonly<Record<string, readonly string[]>> = {
  'my-scores': ['scores', 'levels'],
  'my-weakest': ['dimensions', 'scores'],
  'my-improve': [
    'dimension-governance',
    'dimension-data',
    'dimension-people',
    'dimension-strategy',
    'dimension-business',
    'dimensions',
  ],
  'my-tier': ['premium', 'quick-vs-full'],
  'my-purchases': ['payment', 'payment-methods', 'premium', 'payment-problem', 'refund'],
  'my-handoff': ['handoff', 'contact'],
};

const personalTwinsOf = (id: string): string[] =>
  Object.entries(TWINS)
    .filter(([, general]) => general.includes(id))
    .map(([personal]) => personal);
const isTwin = (a: string, b: string): boolean =>
  (TWINS[a]?.includes(b) ?? false) || (TWINS[b]?.includes(a) ?? false);

/**
 * Whether the routing chooses between two topics by how the question is asked (twins, a person asked for against
 * whether the assistant is one, a dimension named: what it looks at or whether it is assessed), not by its words: a vote on words has nothing to add between them.
 */
export const isRoutedBetween = (question: string, a: string, b: string): boolean =>
  isTwin(a, b) ||
  [a, b].sort().join(' ') === 'handoff privacy-ai' ||
  (dimensionEntriesNamed(question).size === 1 && (isDimensionOrList(a, b) || isDimensionOrList(b, a)));

/** The question asks how something works or what it means: the general topic, even when it says "my". */
const ABOUT_HOW_IT_WORKS =
  /\bhow (is|are|do you|does it|does the|do the|does)\b.*\b(calculat|comput|work|weigh|measur|determin|decid|estimat|made|affect|turn|feed|count)|\bwhat (does|do|is|are|would)\b.*\b(mean|meaning|do to|affect|count|stand for)\b|\bwhat happens\b|\bexplain\b|\b(?:scored|got|score of)\s+\d{1,3}\b|\b(?:drag|lower|hurt|penali[sz]e|count against)\w*\b.*\bscores?\b|\bmeaning of\b|\bin general\b/i;

/** The question is about the asker's (or the asker's organisation's) own data. */
const ABOUT_ONESELF =
  /\b(my|mine|our|ours|we|us|i'?m|am i|i am)\b|\b(?:replied|reply|answered|written|wrote|back) to me\b|\b(?:you have|have you got|you've got|do you (?:hold|keep))\b[^?]*\bme\b|\b(did|has|have|was) (the|my|our) (?:[\w$]+ ){0,2}(payment|purchase|order|charge|transaction|refund)s?\b|\b(did|have|has|was|were|had) (i|we)\b|\b(i|we) (scored|paid|bought|purchased|did|got|was|were)\b|\b(do|does) (i|we) (have|own)\b(?! to\b)|\b(?:payment|charge|purchase|order|transaction)s?\b.*\b(?:was|did|has) it\b/i;

/** Asking what one may do ("can I cancel it"), not what one has or what happened ("how can we improve"). */
const ASKS_WHAT_I_MAY_DO = /(?<!\bhow )\b(can|could|may) (i|we)\b(?! (see|view|check|find|look))/i;

export type Intent = 'personal' | 'general' | 'either';

export function intentOf(question: string): Intent {
  if (ABOUT_HOW_IT_WORKS.test(question)) return 'general';
  if (ABOUT_ONESELF.test(question)) return 'personal';
  return 'either';
}

/** Asking to be put through to a person, not asking whether the assistant is one. */
const WANTS_A_PERSON =
  /^\s*(?:an? )?(?:real |actual |live )?(?:person|human|agent|someone)\b(?: (?:please|pls|plz|now))?\s*[.!?]*$|\b(talk|speak|chat|get in touch|be put through|connect me|contact)\b( (to|with))? (a |an |the |some |someone|somebody|your )?(real |actual |live )?(person|human|agent|someone|somebody|people|staff|support|representative|rep|team)\b/i;

/** Asking how a request stands ("any update on my request to talk to support"), not making one. */
const ASKS_HOW_IT_STANDS = /\b(?:update|reply|replied|answer(?:ed)?|news|status|yet)\b/i;

/**
 * Personal topics that answer only a question asking for them: "how do I improve X" gives the user's next steps,
 * but "what dimensions do you score" is not about improving, whatever words it shares with them; "did my payment
 * go through" is about the user's purchases, "how do I pay" is not.
 */
const NEEDS: Readonly<Record<string, RegExp>> = {
  'my-improve':
    /\b(improv\w*|better|rais\w*|increas\w*|boost\w*|push\w*|lift\w*|bump\w*|next steps?|tips?|fix\w*|strengthen\w*|work on|grow\w*|level up|progress)\b/i,
  'my-purchases':
    /\b(went|go|gone|going|come|came) (through|thru)\b|\b(?:payment|charge|purchase|order|transaction)s?\b.*\b(?:was|did|has) it\b|\b(did|has|have|was) (the|my|our) (payment|purchase|order|charge|transaction|refund)s? (work|succeed|fail|complete|clear)\w*\b|\bbeen processed\b|\b(bought|paid|charged|purchased|ordered|refunded)\b|\bmy (purchase|payment|order|refund)s?\b|\bdid (i|we) (already )?(pay|buy|purchase|order|get (charged|refunded))\b/i,
};
/**
 * A question that names one of the dimensions (or a score): with an improving word, it asks for the user's next
 * steps for it ("how do we boost our AI strategy score"), whatever else its words match (the strategy planner).
 */
const NAMES_A_DIMENSION = new RegExp(
  `\\b(${Object.values(DIMENSION_LABELS)
    .map((label) => label.toLowerCase().replace(/ & /g, ' (?:&|and) '))
    .join('|')})\\b|\\bscores?\\b`,
  'i',
);

/** The knowledge entry that says what each dimension looks at. */
export const DIMENSION_ENTRY: Readonly<Record<TDimension, string>> = {
  'ai-strategy': 'dimension-strategy',
  'resource-allocation': 'dimension-strategy',
  'performance-measurement': 'dimension-strategy',
  'future-planning': 'dimension-strategy',
  'data-management': 'dimension-data',
  'technology-infrastructure': 'dimension-data',
  'talent-skills': 'dimension-people',
  'change-management': 'dimension-people',
  'innovation-culture': 'dimension-people',
  'governance-ethics': 'dimension-governance',
  'regulatory-compliance': 'dimension-governance',
  'risk-management': 'dimension-governance',
  'customer-experience': 'dimension-business',
  operations: 'dimension-business',
  partnerships: 'dimension-business',
};
const DIMENSION_ENTRIES = new Set(Object.values(DIMENSION_ENTRY));
/** Whether a dimension is assessed is the list's answer, what it looks at its own entry's: the routing reads which. */
const isDimensionOrList = (a: string, b: string): boolean => a === 'dimensions' && DIMENSION_ENTRIES.has(b);

/** Each dimension's name as people write it ("talent and skills", "tech infrastructure", "change mgmt"). */
const DIMENSION_NAMES = (Object.entries(DIMENSION_LABELS) as Array<[TDimension, string]>).map(
  ([dimension, label]) => ({
    dimension,
    pattern: new RegExp(
      `\\b${label
        .toLowerCase()
        .replace(/ & /g, ' (?:&|and) ')
        .replace('technology', '(?:technology|tech)')
        .replace('management', '(?:management|mgmt|mgt)')
        .replace('infrastructure', '(?:infrastructure|infra)')}\\b`,
      'i',
    ),
  }),
);

/** The entries holding the dimensions a question names by name (none, one or several). */
export function dimensionEntriesNamed(question: string): Set<string> {
  return new Set(
    DIMENSION_NAMES.filter(({ pattern }) => pattern.test(question)).map(
      ({ dimension }) => DIMENSION_ENTRY[dimension],
    ),
  );
}

/** "Is risk management one of the dimensions", "do you assess operations": asks whether it is assessed at all. */
const WHETHER_ASSESSED =
  /^\s*(?:do|does|is|are|will)\b(?!.*\b(?:what|how)\b)|\bone of (?:the|your)\b|\b(?:do|does) (?:you|it|the assessment) (?:assess|measure|cover|look at|include|score|check)\b/i;
/** The question is about the assessment's content (so a dimension's name is the dimension, not a guide or a tool). */
const ABOUT_ASSESSMENT_CONTENT =
  /\b(?:dimensions?|areas?|pillars?|categor\w*|assess\w*|measur\w*|cover\w*)\b/i;

/** Personal topics answered from the asker's own records: only a question about oneself asks for them. */
const ABOUT_ONESELF_ONLY = new Set([
  'my-scores',
  'my-weakest',
  'my-tier',
  'my-purchases',
  'my-handoff',
  'my-name',
]);
const answers = (question: string, id: string): boolean =>
  (NEEDS[id]?.test(question) ?? true) && (!ABOUT_ONESELF_ONLY.has(id) || ABOUT_ONESELF.test(question));

/** The few results the router looks at, in the search's order. */
const CANDIDATES = 6;
/**
 * How close to the best match (a share of its score) a twin or the handoff must come to be chosen instead: the
 * words must still point at it; the way of asking only breaks a near call.
 */
const TWIN_SHARE = 0.25;
/** ...or this share, when the question names one's own purchase, payment or refund. */
const ASKED_TWIN_SHARE = 0.1;
const NAMES_OWN_PURCHASE = /\b(?:my|our) (?:purchase|payment|order|refund|charge)s?\b/i;
/** Personal topics whose own words ask for the asker's data ("how do I improve X"), with or without a "my". */
const PERSONAL_BY_ITSELF = new Set(['my-improve']);

export interface Ranked {
  id: string | number;
  score: number;
}

/**
 * The search's results with the twin the question's way of asking points at first (and the other twin dropped:
 * it answers the same words the other way), or unchanged when nothing needs routing.
 */
export function route<T extends Ranked>(question: string, found: readonly T[]): T[] {
  const results = found.filter((result) => answers(question, String(result.id)));
  const [best] = results;
  if (!best) return [...results];
  const candidates = results.slice(0, CANDIDATES);
  const near = (id: string) =>
    candidates.find((result) => String(result.id) === id && result.score >= best.score * TWIN_SHARE);
  const promote = (chosen: T): T[] => [
    chosen,
    ...results.filter((result) => result !== chosen && !isTwin(String(result.id), String(chosen.id))),
  ];

  if (WANTS_A_PERSON.test(question) && !ASKS_HOW_IT_STANDS.test(question) && String(best.id) !== 'handoff') {
    const handoff = near('handoff');
    if (handoff) return promote(handoff);
  }
  const bestId = String(best.id);
  const intent = intentOf(question);
  if (bestId !== 'my-improve' && intent !== 'general' && NAMES_A_DIMENSION.test(question)) {
    const improve = NEEDS['my-improve']!.test(question) ? near('my-improve') : undefined;
    if (improve) return promote(improve);
  }
  // "Our data management score?": the user's own score in it, not what the dimension looks at.
  if (intent === 'personal' && DIMENSION_ENTRIES.has(bestId) && /\bscor(e|es|ed)\b/i.test(question)) {
    const scores = near('my-scores');
    if (scores) return promote(scores);
  }
  // A question naming a dimension: whether it is assessed is the list's answer, what it looks at its own entry's.
  const named = dimensionEntriesNamed(question);
  if (
    bestId !== 'my-improve' &&
    named.size === 1 &&
    (DIMENSION_ENTRIES.has(bestId) ||
      bestId === 'dimensions' ||
      bestId === 'assessment-what' ||
      ABOUT_ASSESSMENT_CONTENT.test(question))
  ) {
    const wanted = WHETHER_ASSESSED.test(question) ? 'dimensions' : [...named][0]!;
    const chosen = candidates.find((result) => String(result.id) === wanted);
    if (chosen && chosen !== best) return promote(chosen);
  }
  // "I bought Premium by mistake, can I cancel it?" asks what one may do: the policy, not the record.
  if (
    intent === 'personal' &&
    ASKS_WHAT_I_MAY_DO.test(question) &&
    !PERSONAL_BY_ITSELF.has(bestId) &&
    TWINS[bestId]
  ) {
    const twin = TWINS[bestId]
      .map(near)
      .filter((result): result is T => result !== undefined)
      .sort((a, b) => b.score - a.score)[0];
    if (twin) return promote(twin);
  }
  // "Since I paid, can I still get my money back" asks what one may do: the policy, not the record.
  if (intent === 'personal' && !ASKS_WHAT_I_MAY_DO.test(question)) {
    // One's own purchase named ("has my refund come back") is answered from the asker's records, however much more
    // the policy's words match ("money back").
    const asked = (id: string) =>
      id === 'my-purchases' && NAMES_OWN_PURCHASE.test(question)
        ? candidates.find(
            (result) => String(result.id) === id && result.score >= best.score * ASKED_TWIN_SHARE,
          )
        : near(id);
    const twin = personalTwinsOf(bestId)
      .map(asked)
      .filter((result): result is T => result !== undefined)
      .sort((a, b) => b.score - a.score)[0];
    if (twin) return promote(twin);
  }
  // A personal answer needs a question about oneself; asked in general, the general twin answers.
  const generalWanted = intent === 'general' || (intent === 'either' && !PERSONAL_BY_ITSELF.has(bestId));
  if (generalWanted && TWINS[bestId]) {
    const twin = TWINS[bestId]
      .map(near)
      .filter((result): result is T => result !== undefined)
      .sort((a, b) => b.score - a.score)[0];
    if (twin) return promote(twin);
  }
  // The best match stands; its twins are not a second answer to the same words.
  return [best, ...results.slice(1).filter((result) => !isTwin(String(result.id), bestId))];
}
