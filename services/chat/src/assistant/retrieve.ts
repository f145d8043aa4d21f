import MiniSearch, { type SearchResult } from 'minisearch';
import { KNOWLEDGE, type KnowledgeEntry } from './knowledge.ts';
import { route } from './route.ts';

/**
 * Retrieval over the product knowledge with MiniSearch (BM25 ranking over fields with boosts, fuzzy and prefix
 * matching): the offline assistant answers with the best entry, the OpenAI path puts the best few into its
 * prompt. A question none of the entries matches well enough is "not known", and the assistant offers a person
 * instead of guessing. A yes/no question about something the best entry does not mention ("Can your assistant
 * integrate with Shopify?") is not known either: a neighbouring answer would read as a yes.
 */

// Words that carry no topic: they neither find nor rank entries. "my" is kept: it tells personal questions apart.
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing done for from had has have how i if in into is it ' +
    'its me of on or our please should so than that the their them then there these they this those to too us ' +
    'was we were what when where which whom why will with would you your yours about get got any some tell ' +
    'know want need like just also hi hello hey thanks thank ok okay there pls plz r u ur im ' +
    'exactly actually am ya yes no not dont doesnt isnt now right currently mean meaning context time who whos help during while until till since still ' +
    // words that stand for whatever is asked about, never for a topic ("what kind of things", "this little popup")
    'thing things sort bit little stuff whatever meant ' +
    // verbs that carry no topic ("what shows up", "the dimensions you look at", "does it work with X"); a yes/no
    // question's capability is in its other words
    'show look work'
  ).split(' '),
);

/** Short forms people type, read as the word they stand for. */
const SHORT_FORMS: Record<string, string> = {
  pw: 'password',
  pwd: 'password',
  acct: 'account',
  acc: 'account',
  prem: 'premium',
  whats: 'what',
  info: 'information',
  sub: 'subscription',
  qs: 'questions',
  assesment: 'assessment',
  questionnaire: 'assessment',
  survey: 'assessment',
  quiz: 'assessment',
  test: 'assessment',
  registration: 'register',
  mgmt: 'management',
  mgt: 'management',
  infra: 'infrastructure',
  biz: 'business',
  ppl: 'people',
  gen: 'generator',
  thru: 'through',
  wipe: 'erase',
  wiped: 'erased',
  ads: 'advertising',
  advert: 'advertising',
  adverts: 'advertising',
  tos: 'terms',
  mid: 'middle',
  ops: 'operations',
  bucks: 'dollars',
  teh: 'the',
  ts: 'typescript',
  js: 'javascript',
  py: 'python',
  docx: 'word',
  coworker: 'colleague',
  coworkers: 'colleagues',
  org: 'organisation',
  orgs: 'organisations',
  assesement: 'assessment',
  asessment: 'assessment',
};

/** Spellings that split or merge words differently, written one way before the words are cut. */
const clean = (text: string): string =>
  text
    .replace(/\b(can|don|doesn|isn|won|didn|haven)[’']?t\b/gi, (_, word: string) =>
      word.toLowerCase() === 'can' ? 'cannot' : 'not',
    )
    .replace(/\bwhite[\s-]?label(l?ed)?\b/gi, 'whitelabel')
    // names a tokenizer would cut to one letter: "c#" is not "c", nor is "c++"
    .replace(/\bc#/gi, ' csharp ')
    .replace(/\bc\+\+/gi, ' cplusplus ')
    .replace(/\bf#/gi, ' fsharp ')
    .replace(/\b(log|sign)\s+(?:me|us|them|him|her)\s+out\b/gi, 'logout')
    // what people say for a refund, a copy of their data, how long it is kept, and a team above a seat limit
    .replace(
      /\b(?:get|want|getting)\s+(?:my|our|the)?\s*(?:money|[$€£]?\d+(?:[.,]\d+)?|payment)\s+back\b/gi,
      'refund money back',
    )
    .replace(/\b(?:a\s+)?copy of (?:all\s+)?(?:my|our) (?:data|information|account)\b/gi, 'export my data')
    .replace(
      /\bhow long (?:do|will|would|does) (?:you|it|they) (?:keep|store|retain|hold)\b/gi,
      'retention kept stored',
    )
    .replace(/\bmore than \d+ (?:seats|members|people|users)\b/gi, 'enterprise seats')
    .replace(/\blog[\s-]?in\b/gi, 'login')
    .replace(/\blog[\s-]?out\b/gi, 'logout')
    .replace(/\bsign[\s-]?in\b/gi, 'login')
    .replace(/\bsign[\s-]?out\b/gi, 'logout')
    .replace(/\bsign(?:ing)?[\s-]?up\b/gi, 'register')
    .replace(/\bquick question\b:?/gi, '')
    // picking up where one stopped is continuing
    .replace(
      /\bpick (?:it |things )?(?:back )?up (?:where|from where|the (?:assessment|questionnaire|survey|test)|my (?:assessment|answers))\b/gi,
      'resume continue $&',
    )
    // "kick off" is starting, not "off"
    .replace(/\bkick(?:ing|s)?[\s-]?off\b/gi, 'start')
    // the product itself: "explain AI Readiness", "tell me about this platform"
    .replace(
      /\b(?:explain|describe|tell me about|what is|what's|whats|summari[sz]e|overview of) (?:the |this )?(?:ai readiness|platform|site|product|service|tool)\b/gi,
      '$& product overview',
    )
    // "your company" asked of this assistant is AI Readiness, not the asker's company (their profile)
    .replace(
      /\byour (?:company|business|firm|product|platform|service|site|website|tool)\b/gi,
      'ai readiness platform',
    )
    // the paid version is Premium
    .replace(/\bpaid (?:version|plan|tier|option|account|one)\b/gi, 'premium')
    .replace(/\bfree (?:version|plan|tier|option|account|one)\b/gi, 'free')
    .replace(/\bfree (and|or|vs\.?|versus) paid\b/gi, 'free $1 premium')
    // things named by two words that the two words alone do not say
    .replace(/\bpurchase orders?\b/gi, 'po')
    .replace(/\b(?:credit|debit) cards?\b/gi, 'card')
    .replace(
      /\b(?:make|create|open|set ?up|start|get) (?:an? |my |our )?(?:new )?(?:account|login|profile)\b/gi,
      'register account',
    )
    .replace(
      /\b(?:set ?up|create|start|make|open) (?:an? |our |my )?(?:(?:company|team|shared|group) )*(?:workspace|team|org|organi[sz]ation)\b/gi,
      'create organisation',
    )
    .replace(
      /\b(?:delete|remove|close|deactivate|cancel|terminate|erase|get rid of) (?:my |our |the )?(?:whole )?(?:account|profile|user)\b/gi,
      'delete account',
    )
    // "who" tells the topic only when it asks who the asker is, or who (or what) is answering
    .replace(/\bwho (?:am i|i am)\b/gi, 'my name identity')
    .replace(
      /\bwho(?:'s| is)? (?:are you|is this|am i (?:talking|speaking|chatting) (?:to|with))\b/gi,
      'assistant bot',
    )
    .replace(
      /\b(?:am i|are we) (?:talking|speaking|chatting) (?:to|with) (?:a |an )?(?:real |actual )?(?:human|person|bot|robot|machine|ai)\b/gi,
      'assistant bot real person',
    )
    // "where am I" asks which page this is
    .replace(/\bwhere (?:am i|are we)\b(?: (?:right )?now)?\??$/gi, 'this page here')
    .replace(/\b(am i|i am|i'm|im)\b/gi, 'my')
    .replace(/\b(?:log(?:ging)?|sign(?:ing)?)[\s-]?off\b/gi, 'logout')
    // "more than once", "a second time": again; "every year", "per month": a recurring payment
    .replace(
      /\b(?:more than once|a second time|one more time|another time|multiple times|several times|how many times|how often)\b/gi,
      'again',
    )
    .replace(/\b(?:every|each|per) (?:year|month)\b/gi, 'recurring')
    .replace(
      /\bkeep (?:doing|taking|retaking|repeating|running|using) (?:it|this|that|the assessment)\b/gi,
      'again',
    )
    // a time before now ("6 months ago", "over time") asks about progress since a previous assessment
    .replace(
      /\b(?:\d+|a few|some|several|a|one|two|three|six|twelve) (?:days?|weeks?|months?|years?) ago\b/gi,
      'previous',
    )
    .replace(/\bover time\b/gi, 'since previous')
    // measuring or assessing again is taking the assessment again
    .replace(
      /\b(?:re-?)?(?:measur|assess|evaluat|benchmark|test)\w* (?:(?:us|ourselves|it|everything) )?again\b/gi,
      'retake again',
    )
    // "last spring", "last year": a time before now
    .replace(/\blast (?:spring|summer|autumn|fall|winter|year|month|quarter)\b/gi, 'previous')
    // "what did I get on the assessment", "what did we score": the asker's own score
    .replace(/\bwhat did (?:i|we) (?:get|score)\b/gi, 'what was my score')
    // a report to look at is the results page ("where can I view my report"); one to download is the PDF
    .replace(
      /\b(?:view|see|read|open|look at) (?:my |our |the )?(?:full |assessment )?report\b/gi,
      'see results',
    )
    // "the quick one", "the full one": that assessment
    .replace(/\b(quick|short|shorter|full|long|longer) (?:one|version)\b/gi, '$1 assessment')
    // the short one is the quick assessment, the long one the full
    .replace(/\b(?:short|shorter) assessment\b/gi, 'quick assessment')
    .replace(/\b(?:long|longer) assessment\b/gi, 'full assessment')
    .replace(/\bhow (?:many|much) (?:minutes|hours|time)\b/gi, 'how long')
    .replace(/\bone[\s-]?off\b/gi, 'one-time')
    .replace(/\bprice[\s-]?tag\b/gi, 'price')
    .replace(/\bno[\s-]cost\b/gi, 'free')
    // having no idea is being unsure (the answer "Don't know")
    .replace(/\bno idea\b/gi, 'unsure')
    // having to start over is losing one's progress
    .replace(/\bstart (?:over|again|from scratch|from the beginning)\b/gi, 'lose progress')
    .replace(/\bspit(?:s|ting)? out\b/gi, 'write')
    // how one stands against others is a comparison
    .replace(/\bstack(?:s|ing)? up\b/gi, 'compare')
    .replace(/\btop(?:s|ped)? up\b/gi, 'renew')
    // the page one lands on once signed in is the dashboard
    .replace(/\b(?:my|our) home ?(?:screen|page)\b/gi, 'dashboard')
    .replace(/\b(?:get|gain|getting) out of\b/gi, 'benefit')
    .replace(/\bn\/a\b|\bnot apply\b/gi, 'not applicable')
    .replace(/\b(?:paper|hard|printed) copy\b|\bprint-?out\b/gi, 'print')
    // a limit that goes back to zero is reset
    .replace(/\b(?:go(?:es)?|set|drops?|comes?) back to (?:zero|0)\b/gi, 'reset')
    // "what name do you have for me": the asker's own record
    .replace(
      /\b(name|company)\b(?: \w+){0,2} (?:do|did) you have (?:me|us)?\s*(?:down )?(?:for|on|as)? ?(?:me|us)?\b/gi,
      '$1 my name identity',
    )
    .replace(/\bup[\s-]?front\b/gi, 'first')
    // an app to install on a phone or a computer is one thing, which no entry states ("the mobile menu" is not one)
    .replace(
      /\b(?:mobile|phone|iphone|ipad|android|ios|native|desktop|tablet) (?:app|application)s?\b/gi,
      'mobileapp',
    )
    // the device's own setting is the system's ("follow my os setting")
    .replace(
      /\b(?:os|operating system|device|computer|phone|laptop)(?:'s)? (?:settings?|preferences?|theme)\b/gi,
      'system',
    )
    .replace(/\bwhat (do|will|would|does) (i|we|you|one) get\b/gi, 'what is included');

const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const tokenize = (text: string): string[] => defaultTokenize(clean(text));

export const normaliseTerm = (term: string): string | null => {
  let word = term.toLowerCase().replace(/['’]s$/, '');
  word = SHORT_FORMS[word] ?? word;
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
};

/**
 * A light stemmer, so that the forms of a word find each other: plurals ("guides" finds "guide"), -ing and -ed
 * ("scoring", "scored" and "score" are one word, "measured" finds "measure"), with a final e dropped so that the
 * bare word and its forms meet ("scor"), and a doubled consonant undone ("resetting" is "reset").
 */
function stem(term: string): string {
  let word = term;
  if (word.length > 4 && word.endsWith('ies')) word = `${word.slice(0, -3)}y`;
  else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    word = word.slice(0, -1);
  if (word.length > 5 && word.endsWith('ing')) word = undouble(word.slice(0, -3));
  else if (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed'))
    word = undouble(word.slice(0, -2));
  if (word.length > 4 && word.endsWith('e') && !word.endsWith('ee')) word = word.slice(0, -1);
  return word;
}

const undouble = (word: string): string =>
  word.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(word) && !/(ll|ss|ff|zz)$/.test(word)
    ? word.slice(0, -1)
    : word;

interface IndexedEntry {
  id: string;
  title: string;
  questions: string;
  keywords: string;
  answer: string;
}

const termsOfEntry = (entry: KnowledgeEntry): string[] =>
  tokenize([entry.title, ...entry.questions, entry.keywords, entry.answer].join(' '))
    .map(normaliseTerm)
    .filter((term): term is string => term !== null);

/** Every word the knowledge uses (after normalising), with how many entries use it. */
const KNOWN_WORDS = new Map<string, number>();
for (const entry of KNOWLEDGE)
  for (const term of new Set(termsOfEntry(entry))) KNOWN_WORDS.set(term, (KNOWN_WORDS.get(term) ?? 0) + 1);

/** Whether two words are one edit apart (a letter added, dropped, changed, or two neighbours swapped). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const corrected = new Map<string, string>();
/** At most this many corrections are remembered (the words people mistype repeat; the rest is looked up again). */
const CORRECTIONS_KEPT = 2_000;

/**
 * A misspelt word read as the knowledge's word one edit away ("dimensons", "managment", "pasword"): only for words
 * of five letters or more the knowledge does not use, and only when one known word is that close (the most used
 * one when several are), so a word the knowledge does not know stays unknown (and can still make a question
 * unanswerable).
 */
export function correctSpelling(term: string): string {
  if (term.length < 5 || KNOWN_WORDS.has(term)) return term;
  const known = corrected.get(term);
  if (known !== undefined) return known;
  const found = closestKnownWord(term);
  if (corrected.size < CORRECTIONS_KEPT) corrected.set(term, found);
  return found;
}

function closestKnownWord(term: string): string {
  let best: string | null = null;
  let uses = 0;
  for (const [word, count] of KNOWN_WORDS)
    if (word.length >= 5 && oneEditApart(term, word) && count > uses) {
      best = word;
      uses = count;
    }
  return best ?? term;
}

/** A question's word as the search reads it: normalised, then its spelling corrected. */
const searchTerm = (term: string): string | null => {
  const word = normaliseTerm(term);
  return word === null ? null : correctSpelling(word);
};

const index = new MiniSearch<IndexedEntry>({
  fields: ['title', 'questions', 'keywords', 'answer'],
  storeFields: [],
  tokenize,
  processTerm: normaliseTerm,
  searchOptions: {
    tokenize,
    processTerm: searchTerm,
    boost: { questions: 3, title: 2, keywords: 2, answer: 0.5 },
    fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    prefix: (term) => term.length >= 4,
    combineWith: 'OR',
  },
});
index.addAll(
  KNOWLEDGE.map((entry) => ({
    id: entry.id,
    title: entry.title,
    questions: entry.questions.join(' \n '),
    keywords: entry.keywords,
    answer: entry.answer,
  })),
);
const byId = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));

/** The words of a text as the search reads them (normalised, spelling corrected), each once. */
export function termsOf(text: string, read: (term: string) => string | null = searchTerm): string[] {
  const terms = tokenize(text)
    .map(read)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/**
 * The sentences of an answer that state something: none that denies or hedges ("Other languages are not
 * offered", "If you need another way to pay (a bank transfer), ask support"), and without a denying aside
 * ("(no subscription)"). A yes could not be read from those.
 */
const DENIES_OR_HEDGES =
  /\b(?:not|no|never|none|nothing|without|cannot|can't|cant|isn't|aren't|doesn't|don't|won't|only|except|neither|nor|if|unless|may|might|whether|possible|ask|talk to a person)\b/i;
export const statedSentences = (answer: string): string[] =>
  answer
    .split(/(?<=[.!?])\s+/)
    .map((sentence) =>
      sentence.replace(/\([^)]*\)/g, (aside) => (DENIES_OR_HEDGES.test(aside) ? ' ' : aside)),
    )
    .map(statedPart)
    .filter((sentence) => sentence.length > 0);

/**
 * The part of a sentence before its first clause that denies or hedges: a denial reaches forward ("X is not
 * offered and neither is Y"), so what comes before it is still stated ("A password has 8 to 128 characters and
 * cannot be a common one" states the characters; "the link works once, for 7 days, and only for the invited
 * address" states the link and the days), and nothing after it is.
 */
function statedPart(sentence: string): string {
  const clauses = sentence.split(/(?:[,;:]\s+|\s+(?:and|but|so)\s+)/);
  const denying = clauses.findIndex((clause) => DENIES_OR_HEDGES.test(clause));
  if (denying < 0) return sentence;
  return clauses.slice(0, denying).join(' ');
}

/**
 * What each entry states (its title, the questions it answers, its keywords, and the sentences of its answer that
 * state; not one that says a thing is not offered): a yes/no question is answered only when its entry
 * states everything it asks about.
 */
const vocabulary = new Map(
  KNOWLEDGE.map((entry) => [
    entry.id,
    new Set(
      termsOf(
        [entry.title, ...entry.questions, entry.keywords, ...statedSentences(entry.answer)].join(' '),
        normaliseTerm,
      ),
    ),
  ]),
);

/**
 * Whether an entry holds every word of the question (besides "my") in its title, questions, keywords or the
 * sentences its answer states: the question is about that entry, whatever its neighbours were asked.
 */
export function holdsEveryWord(question: string, entryId: string): boolean {
  const words = vocabulary.get(entryId);
  const terms = termsOf(question, normaliseTerm).filter((term) => term !== 'my');
  return words !== undefined && terms.length > 0 && terms.every((term) => words.has(term));
}

export interface Retrieved {
  entry: KnowledgeEntry;
  score: number;
}

/**
 * The bar a best match must clear to count as an answer: a score, and a share of the question's own words that
 * the entry contains. Measured on the evaluation set (support-questions.ts, `npm run bench -- assistant`).
 */
const MIN_SCORE = 9;
const MIN_MATCHED_SHARE = 0.34;
/** Words that say which one, never what: a match on these alone is no match. */
const ONLY_WHICH_ONE = new Set([
  'new',
  'old',
  'next',
  'other',
  'same',
  'different',
  'current',
  'first',
  'last',
]);

/**
 * A question whose only words say which one ("where do we need the most work": "most") names no topic: no
 * neighbour's vote makes it one (an example sharing "most" was about the most popular plan).
 */
export function namesOnlyWhichOne(question: string): boolean {
  const terms = termsOf(question).filter((term) => term !== 'my');
  return (
    terms.length > 0 && terms.every((term) => ONLY_WHICH_ONE.has(term) || term === 'most' || term === 'least')
  );
}

/**
 * The thing a "what X / which X" question asks about is the word right after "what" or "which" ("what dimensions
 * do you score" asks about dimensions, not scoring): it counts more for the entries whose title names it.
 */
const ASKED_THING =
  /\b(?:what|which)\s+(?:kind of\s+|sort of\s+|type of\s+)?([a-z][a-z'’-]*)|\bwhere (?:do|does|are|is|will) (?:the |my |our )?([a-z][a-z'’-]*) (?:show|appear|go|live|kept|end up)\b/i;
const THING_BOOST = 2;
/** The words of each entry's title: an entry whose title names the thing asked about is about it. */
const TITLE_WORDS = new Map(
  KNOWLEDGE.map((entry) => [
    entry.id,
    new Set(
      tokenize(entry.title)
        .map(normaliseTerm)
        .filter((term): term is string => term !== null),
    ),
  ]),
);

export function askedThing(question: string): string | null {
  const [, afterWhat, afterWhere] = ASKED_THING.exec(clean(question)) ?? [];
  const word = afterWhat ?? afterWhere;
  return word ? searchTerm(word) : null;
}

function search(question: string): SearchResult[] {
  const thing = askedThing(question);
  return thing
    ? index.search(question, {
        boostDocument: (id: string, term: string) =>
          term === thing && TITLE_WORDS.get(id)?.has(term) ? THING_BOOST : 1,
      })
    : index.search(question);
}

/** The entries matching a question, best first (at most `limit`), each with its score. */
export function retrieve(question: string, limit = 3): Retrieved[] {
  const results: SearchResult[] = route(question, search(question));
  return results
    .slice(0, limit)
    .map((result) => ({ entry: byId.get(String(result.id))!, score: result.score }));
}

/** A question that asks for a yes or a no: whether the product does, supports, accepts or has something. */
const YES_NO_QUESTION =
  /^\s*(can|could|does|do|did|is|are|will|would|have|has|any|support)\b|\b(integrat\w*|connect\w*|compatible|sync\w*|plugin|plug-in|certified|compliant|available in|work(s)? with|host\w*|store\w*|located|protect\w*|safe|secur\w*|encrypt\w*)\b/i;

/**
 * A question asking for a fact about the company or the product that only a statement can answer ("which cloud
 * provider do you use", "what is your phone number"): like a yes/no question, it is answered only when its entry
 * states everything it asks about.
 */
const FACT_QUESTION =
  /\b(?:which|what)\b(?: \w+){1,3} (?:do|does|did|will|can) (?:you|your \w+|it|the \w+) (?:use|run|run on|rely on|partner with|work with|host\w*|store\w*)\b|\b(?:what|which|where|who)(?:'s| is| are) (?:your|the company'?s?)\b|\bhow many\b.* (?:do|does) (?:you|your \w+) (?:have|employ)\b|\bhow many\b.* (?:in|behind|on) your\b|\bhow (?:big|large|old)\b.*\b(?:you|your|ai readiness|company|team)\b/i;
const WHO_QUESTION = /^\s*who\b/i;
/** How big or old the company is: a fact about it, where every word counts, like a "who" question. */
const SIZE_QUESTION = /\bhow (?:big|large|old)\b/i;
/**
 * How many people use the product, or when the company began ("how many companies have taken it", "what year did
 * it launch"): facts about the company the knowledge would have to state, every word counting.
 */
const COMPANY_FACT =
  /\bhow many (?:people|persons|users|customers|clients|companies|firms|businesses|organi[sz]ations|teams)\b.*\b(?:have|has|had|use|used|using|took|taken|take|tried|signed|joined|bought|are)\b|\bwhat year\b|\bwhen (?:was|were|did)\b.*\b(?:found|launch|start|creat|establish|begin|began|built)\w*/i;

/** Words of a yes/no question that name no capability of their own (the verb, the product, the asker). */
const GENERIC = new Set(
  (
    'integrate integration integrated connect connection compatible compatibility support supported sync plugin ' +
    'plug-in work use using able possible way there offer provide available allow option feature thing ' +
    'assistant chatbot bot tool platform product site app service system it one ai readiness whitelabel ' +
    'white-label white label company business anything something stuff mine my own myself ourselves yourself ' +
    // how it came about, not what is asked ("bought it by mistake")
    'mistake mistakenly accident accidentally ' +
    // where and when, not what ("is there a place", "any chance", "halfway through")
    'place chance among halfway midway through taken taking pick picking going fill ask asks asked enter over here ' +
    // the asker's kind of business: no capability of its own ("for my clinic")
    'clinic dental agency practice restaurant salon ' +
    // who and when: no capability of their own ("has anyone replied", "a real person", "next quarter")
    'anyone someone somebody anybody real actual live per next later soon today tomorrow week quarter already yet still ' +
    // what a price question says around the thing priced, and paying for it
    'much price pricing priced cost costs fee fees charge dollar dollars usd money pay paid paying buy bought purchase ' +
    // how often, how many, how long: no capability of their own ("more than once", "after 2 months", "every year")
    'once twice more less again another other every each all after before day days month months year years ' +
    'hour hours minute minutes too also ' +
    // verbs of asking about a thing, not the thing ("do you look at partnerships", "does premium include X",
    // "can I switch to dark mode", "can I finish it tomorrow"); the assistant itself ("this chat")
    'look looking include includes included cover covers covered measure measured assess assessed check ' +
    'make go come comes get take keep give see show find finish switch turn add added chat happy satisfied ' +
    // when and how far, not what ("go back to", "right away", "only for premium", "by itself", "specific people")
    'back away only itself whole entirely specific ' +
    // how much, how sure and which part: degree, not a capability ("enough", "really free", "can I trust", "a
    // part of", "more than half an hour", "the max score", "the same options")
    'enough really trust rely part half max maximum minimum same different big small ' +
    'kept lost down up ' +
    // the one asking or clicking, and how sure they are: no capability of their own ("can free users download",
    // "saved as I click", "truly unlimited", "definitely save")
    'count counts counted used without user users click clicking press tap truly definitely genuinely completely fully plug'
  )
    .split(' ')
    .map((word) => normaliseTerm(word) ?? word),
);

const close = (a: string, b: string): boolean => {
  if (a === b) return true;
  // One word the start of the other (forms of one word), but not a short known word at the start of a name:
  // "wordpress" is not "word", "bookwhen" not "book".
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length >= 5 && longer.length - shorter.length <= 4 && longer.startsWith(shorter)) return true;
  if (a.length < 6 || Math.abs(a.length - b.length) > 1) return false;
  // One edit apart (a typo), for longer words only.
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
};

/**
 * "C sharp in the code tool?", "portuguese version of the questions?": "is there X in Y?" with its first words left
 * out (no question word; not "number of questions in the paid version?", which asks for the number).
 */
const SHORTENED_YES_NO =
  /^(?!.*\b(?:what|whats|how|hows|where|wheres|which|why|when|who|whos)\b)(?!\s*(?:number|list|names?|amount|count|price|cost) of\b)[^?]{1,60}\b(?:(?:in|on|inside|with|via) (?:the|your|this)|version of) [^?]*\?\s*$/i;

/** A question about what something costs: a price the knowledge does not state is not said either. */
const PRICE_QUESTION = /\bhow much\b|\b(price|prices|pricing|priced|cost|costs|fee|fees)\b/i;

/**
 * "Signing up as a freelancer, do I have to give a company", "cx - do you score that?": a yes/no question after a
 * clause that says what it is about or what happened.
 */
const YES_NO_CLAUSE =
  /(?:[,;:]\s+|\s[-–—]\s+)(?=(?:can|could|does|do|did|is|are|will|would|have|has|any)\b)/i;
/** A yes/no clause that points back at the words before it ("do you score that", "is premium then free"). */
const REFERS_BACK = /\b(?:that|it|them|those|then)\b/i;

const isYesNoFromItsStart = (question: string): boolean =>
  YES_NO_QUESTION.test(question) ||
  SHORTENED_YES_NO.test(question) ||
  FACT_QUESTION.test(question) ||
  FACT_QUESTION.test(clean(question)) ||
  WHO_QUESTION.test(clean(question)) ||
  COMPANY_FACT.test(question) ||
  PRICE_QUESTION.test(clean(question));

/**
 * A question whose answer would be a claim (yes or no about a capability, an integration or a policy, or a price):
 * answered only when the entry states everything it asks about.
 */
export const isYesNoQuestion = (question: string): boolean =>
  isYesNoFromItsStart(question) || YES_NO_CLAUSE.test(question);

/**
 * What a yes/no question asks about: all of it, but for a yes/no clause after words that only tell what happened
 * ("I closed my browser halfway through, did I lose my answers?"), that clause, unless it points back at them.
 */
function askedPart(question: string): string {
  if (isYesNoFromItsStart(question)) return question;
  const clause = YES_NO_CLAUSE.exec(question);
  if (!clause) return question;
  const asked = question.slice(clause.index + clause[0].length);
  return REFERS_BACK.test(asked) ? question : asked;
}

/** The entries whose answer states an amount of money: only those answer what something costs. */
const STATES_AN_AMOUNT = new Set(
  KNOWLEDGE.filter((entry) => statedSentences(entry.answer).some((sentence) => /\$\d/.test(sentence))).map(
    (entry) => entry.id,
  ),
);

/** An error's status code ("a 500 error", "error 404"): only an entry naming that code speaks to it. */
const ERROR_CODE = /\b([45]\d\d)\s*(?:error|page|status|code)\b|\b(?:error|status|code)\s*([45]\d\d)\b/i;

/** The terms of a yes/no question the entry never mentions (empty: the entry speaks to everything asked). */
export function unstatedTerms(question: string, entryId: string): string[] {
  const [, codeBefore, codeAfter] = ERROR_CODE.exec(question) ?? [];
  const code = codeBefore ?? codeAfter;
  if (code && !vocabulary.get(entryId)?.has(code)) return [code];
  if (!isYesNoQuestion(question)) return [];
  // A price question is answered with an amount: "price of the enterprise tier" is not answered by the entry
  // that describes the tier without one.
  if (PRICE_QUESTION.test(clean(question)) && !STATES_AN_AMOUNT.has(entryId)) return ['price'];
  // "Who ..." asks for a person or a company, "how big" for its size: every word counts, even "company" or "own".
  const strict =
    WHO_QUESTION.test(clean(question)) || SIZE_QUESTION.test(question) || COMPANY_FACT.test(question);
  const words = vocabulary.get(entryId) ?? new Set<string>();
  // An amount of money names no capability: the entry's answer says the real price ("can I get my $49 back").
  return termsOf(askedPart(question), normaliseTerm).filter(
    (term) =>
      (strict || (!GENERIC.has(term) && !/^\$\d/.test(term))) &&
      ![...words].some((word) => close(term, word)),
  );
}

/**
 * A runner-up this close to the best match is answered too: the question is as much about it. Closer still when it
 * matches no word of the question the best one does not (then it is only another reading of the same words); a
 * wider margin when it answers a part of the question the best leaves out. Measured on the fourth held-out part
 * as the code stood before it was tuned on: its confident wrong answers were mostly near calls (the right topic
 * second at 0.8-0.93 of the best), and answering both readings there costs no right answer.
 */
const TIE_SHARE = 0.95;
const TIE_SHARE_OTHER_WORDS = 0.8;
const isNearTie = (best: SearchResult, second: SearchResult): boolean => {
  const bestTerms = new Set(best.queryTerms);
  const addsWords = second.queryTerms.some((term) => !bestTerms.has(term));
  return second.score >= best.score * (addsWords ? TIE_SHARE_OTHER_WORDS : TIE_SHARE);
};

/**
 * The entries about what the assessment measures: they say what a dimension looks at in your organisation, not
 * whether AI Readiness itself is compliant, certified or secure.
 */
const ASSESSMENT_CONTENT = new Set([
  'dimensions',
  'dimension-governance',
  'dimension-data',
  'dimension-people',
  'dimension-strategy',
  'dimension-business',
]);
const STANDING_WORDS =
  /\b(compliant|compliance|certified|certification|certificate|accredited|audited|audit|secure|security|encrypt\w*|gdpr|hipaa|soc ?2|iso ?\d*|regulated)\b/i;
const ABOUT_THE_ASSESSMENT = /\b(dimensions?|assess\w*|measur\w*|cover\w*|scor\w*|questions?|area|areas)\b/i;

/** A yes/no question about AI Readiness's own standing (compliant, certified, secure), not about what it assesses. */
const asksAboutOwnStanding = (question: string): boolean =>
  isYesNoQuestion(question) && STANDING_WORDS.test(question) && !ABOUT_THE_ASSESSMENT.test(question);

function clears(question: string, terms: string[], result: SearchResult | undefined): boolean {
  if (!result || result.score < MIN_SCORE) return false;
  if (ASSESSMENT_CONTENT.has(String(result.id)) && asksAboutOwnStanding(question)) return false;
  // "my" marks a personal question but names no topic: the share is of the other words, when there are any.
  const named = terms.filter((term) => term !== 'my');
  const matched = new Set(result.queryTerms.filter((term) => term !== 'my'));
  // Words that say which one ("my old reports") are not what the question is about: they do not count against it.
  const what = named.filter((term) => !ONLY_WHICH_ONE.has(term) || matched.has(term));
  const asked = what.length > 0 ? what : named;
  if (asked.length > 0 && matched.size / asked.length < MIN_MATCHED_SHARE) return false;
  if (named.length === 0 && new Set(result.queryTerms).size / terms.length < MIN_MATCHED_SHARE) return false;
  // Matched only on words that say which one and nothing of what ("what time is it in new york": "new"): no
  // topic was matched.
  if (matched.size > 0 && [...matched].every((term) => ONLY_WHICH_ONE.has(term))) return false;
  return unstatedTerms(question, String(result.id)).length === 0;
}

/**
 * "What is machine learning", "what are NFTs", "recommend a laptop": a question asking what a thing is (or for one),
 * when the knowledge never uses the word for that thing, is not about the product, whatever its other words match
 * ("learning" is what the white-label assistant does, "recommendations" are in the results).
 */
const DEFINITION =
  /^\s*(?:(?:what|who)(?:'s|s| is| are| was| were)|(?:can you |could you )?(?:recommend|suggest)(?: me)?)\s+(?:an?\s+|the\s+|some\s+)?([a-z][a-z0-9+'’-]*)(?:\s+([a-z][a-z0-9+'’-]*))?/i;
/** Words that say which one, not what: the thing is the word after ("the highest maturity level"). */
const WHICH_ONE = /^(?:\w+est|main|most|first|last|next|other|same|different|current|new|old|overall)$/i;
export function definesUnknownThing(question: string): boolean {
  const [, first, second] = DEFINITION.exec(clean(question).trim()) ?? [];
  const thing = first && WHICH_ONE.test(first) ? second : first;
  if (!thing) return false;
  const term = searchTerm(thing);
  return term !== null && !KNOWN_WORDS.has(term) && !GENERIC.has(term);
}

/**
 * Whether an entry may answer a question at all, whatever it scores: not a question about a thing the knowledge
 * never names, not a question about AI Readiness's own standing answered by what the assessment measures, and for
 * a question inviting a yes or a no (or a price), an entry that states everything it asks about.
 */
export function mayAnswer(question: string, entryId: string): boolean {
  if (definesUnknownThing(question)) return false;
  if (ASSESSMENT_CONTENT.has(entryId) && asksAboutOwnStanding(question)) return false;
  return unstatedTerms(question, entryId).length === 0;
}

/** How many matches, and how close to the best, may answer a yes/no question the best match does not state. */
const STATING_CANDIDATES = 3;
const STATING_SHARE = 0.5;

/**
 * How sure the assistant must be to answer from one entry alone. It is not sure when the entry covers at most
 * half of the question's own words and another entry (not its twin, not answered with it) scores nearly as well:
 * the words it matched fit the other as much, and the rest of the question points at neither. Measured on the
 * development set (support-questions.ts): this is where the confident wrong answers to fresh questions sat
 * (the fifth held-out part's "what payment options are there": payment-problem first, payment-methods at 0.89 of
 * its score, half the words matched), at a cost of a few right answers that become honest "did you mean" replies.
 */
const SURE_COVERAGE = 0.5;
const UNSURE_MARGIN = 0.7;

/** The share of the question's own words (not "my") an entry matched. */
function coverage(terms: readonly string[], result: SearchResult): number {
  const named = terms.filter((term) => term !== 'my');
  if (named.length === 0) return 0;
  return new Set(result.queryTerms.filter((term) => term !== 'my')).size / named.length;
}

/** How many of the search's best entries a match keeps for a second opinion to weigh. */
const RANKED_KEPT = 5;

/**
 * "Bias and transparency, which area of the assessment?", "training staff, which part covers that": asks which
 * dimension covers a thing. Its framing words ("area", "assessment", "covers") match the list of dimensions best,
 * though the thing is what the question is about: when the question without them matches one of the entries saying
 * what the dimensions look at, that entry answers.
 */
const WHICH_DIMENSION =
  /\b(?:which|what)\s+(?:area|part|dimension|category|section|pillar)\b|\bwhere (?:does|do|is|are)\b.*\b(?:assessed|covered|measured|scored|fit)\b/i;
const DIMENSION_FRAMING =
  /\b(?:which|what|where|areas?|parts?|dimensions?|categor(?:y|ies)|sections?|pillars?|assessment|questionnaire|survey|covers?|covered|judges?|scores?|scored|assess(?:es|ed)?|measur(?:e|es|ed)|fits?|among|falls?|under|deals?|gets?)\b/gi;
const DIMENSION_ENTRY_IDS = new Set([
  'dimension-governance',
  'dimension-data',
  'dimension-people',
  'dimension-strategy',
  'dimension-business',
]);
function askedWhichDimension(question: string, ranked: SearchResult[]): SearchResult[] {
  const [top] = ranked;
  if (!top || !WHICH_DIMENSION.test(question) || DIMENSION_ENTRY_IDS.has(String(top.id))) return ranked;
  const thing = question.replace(DIMENSION_FRAMING, ' ');
  const found = route(thing, search(thing));
  const [best] = found;
  if (!best || !DIMENSION_ENTRY_IDS.has(String(best.id)) || !clears(thing, termsOf(thing), best))
    return ranked;
  // The thing's own ranking: the framing words matched the list and the assessment, not another reading of it.
  return found;
}

export interface Match {
  /** The entries that answer the question (none: the assistant does not know, or is not sure). */
  answers: Retrieved[];
  /**
   * When the assistant is not sure: the two entries the question reads as (best first), to offer as "did you
   * mean" choices; empty otherwise.
   */
  choices: Retrieved[];
  /** The search's best few entries, best first, whatever was answered (for a second opinion to weigh). */
  ranked: Retrieved[];
  /**
   * When it answers nothing and offers no choice: questions it can answer that are near what was asked, to offer
   * beside "I'm not sure" (match-topic.ts's `relatedTo`); none otherwise.
   */
  related?: Retrieved[];
}

/**
 * The entries that answer the question: the best match when it clears the bar (a score, a share of the
 * question's words, and for a yes/no question everything asked stated), with a runner-up in a near tie; none
 * when none does ("I do not know"), and none but two choices when the best is not clearly the one meant.
 */
export function matchQuestion(question: string): Match {
  const terms = termsOf(question);
  if (terms.length === 0 || definesUnknownThing(question)) return { answers: [], choices: [], ranked: [] };
  const ranked = askedWhichDimension(question, route(question, search(question)));
  const retrieved = (result: SearchResult): Retrieved => ({
    entry: byId.get(String(result.id))!,
    score: result.score,
  });
  const none: Match = { answers: [], choices: [], ranked: ranked.slice(0, RANKED_KEPT).map(retrieved) };
  const [top] = ranked;
  if (!top) return none;
  // The best match answers; or, when it does not state all a yes/no question asks, a close runner-up that does
  // ("can it generate Java code": the tools' entry ranks first, the languages' entry states Java).
  const at = ranked
    .slice(0, STATING_CANDIDATES)
    .findIndex(
      (result, i) =>
        (i === 0 ||
          (result.score >= top.score * STATING_SHARE &&
            unstatedTerms(question, String(top.id)).length > 0)) &&
        clears(question, terms, result),
    );
  if (at < 0) return none;
  const best = ranked[at]!;
  const second = ranked.slice(at + 1)[0];
  if (second && isNearTie(best, second) && clears(question, terms, second))
    return { ...none, answers: [retrieved(best), retrieved(second)] };
  const rival = ranked.find((result) => result !== best);
  if (rival && rival.score >= best.score * UNSURE_MARGIN && coverage(terms, best) <= SURE_COVERAGE)
    return { ...none, choices: [retrieved(best), retrieved(rival)] };
  return { ...none, answers: [retrieved(best)] };
}

/** The entries that answer the question, best first (see `matchQuestion`). */
export function bestAnswers(question: string): Retrieved[] {
  return matchQuestion(question).answers;
}

/** The one entry that answers the question best, or null when none matches well enough. */
export function bestAnswer(question: string): Retrieved | null {
  return bestAnswers(question)[0] ?? null;
}

/**
 * A message split into the questions it asks (at most two): "how much is premium and can I get a refund?" is
 * two questions, and so is "where are my results + can I download them"; "Do you store our chats in the EU? GDPR?" is one (a part of one or two words goes with the
 * part before it).
 */
const QUESTION_START =
  /^(how|hows|what|whats|where|wheres|when|which|why|can|could|do|does|did|is|are|will|would|should|any|log|sign|export|delete|download|change|reset|cancel|update|remove|invite|confirm|verify|refund)\b/i;

export function splitQuestions(message: string): string[] {
  const pieces = message
    .split(
      /\?+\s*|\s*[.;!]\s+|\s+\+\s+|,\s+(?=any\s)|,?\s+(?:and|also|plus|then)\s+(?=(?:how|hows|what|whats|where|wheres|when|which|why|who|can|could|do|does|is|are|will|would|should|any|export|delete|download|change|reset|cancel|update|remove|log|sign|see|find|invite|confirm|verify|refund|get|buy|pay)\b)/i,
    )
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const parts: string[] = [];
  for (const raw of pieces) {
    const piece = raw.replace(/^(and|also|plus)\s+/i, '');
    const last = parts.length - 1;
    if (last >= 0 && termsOf(piece).length < 2 && !QUESTION_START.test(piece))
      parts[last] = `${parts[last]} ${piece}`;
    else parts.push(piece);
  }
  if (parts.length <= 2) return parts.length > 0 ? parts : [message];
  return [parts[0]!, parts.slice(1).join(' ')];
}
