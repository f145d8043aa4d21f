import MiniSearch, { type SearchResult } from 'minisearch';
import { KNOWLEDGE, type KnowledgeEntry } from './knowledge.ts';

/**
 * Retrieval over the product knowledge with MiniSearch (BM25 ranking, fuzzy and prefix matching): the offline
 * assistant answers with the best entry, the OpenAI path puts the best few into its prompt. A question none of
 * the entries matches well enough is "not known", and the assistant offers a person instead of guessing.
 */

// Words that carry no topic: they neither find nor rank entries. "my" is kept: it tells personal questions apart.
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it ' +
    'its me of on or our please should so than that the their them then there these they this those to too us ' +
    'was we were what when where which whom why will with would you your yours about get got any some tell ' +
    'know want need like just also hi hello hey thanks thank ok okay there'
  ).split(' '),
);

const normalise = (term: string): string | null => {
  let word = term.toLowerCase().replace(/['’]s$/, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  // A light stemmer for plurals, so that "guides" finds "guide" and "dimensions" finds "dimension".
  if (word.length > 4 && word.endsWith('ies')) word = `${word.slice(0, -3)}y`;
  else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    word = word.slice(0, -1);
  return word;
};

interface IndexedEntry {
  id: string;
  title: string;
  questions: string;
  keywords: string;
  answer: string;
}

const index = new MiniSearch<IndexedEntry>({
  fields: ['title', 'questions', 'keywords', 'answer'],
  storeFields: [],
  processTerm: normalise,
  searchOptions: {
    processTerm: normalise,
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

export interface Retrieved {
  entry: KnowledgeEntry;
  score: number;
}

/**
 * The bar a best match must clear to count as an answer: a score, and a share of the question's own words that
 * the entry contains. Measured on the answer table (test/knowledge.test.ts) and on questions it must not answer.
 */
const MIN_SCORE = 9;
const MIN_MATCHED_SHARE = 0.34;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

function queryTerms(text: string): string[] {
  const terms = tokenize(text)
    .map(normalise)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** The entries matching a question, best first (at most `limit`), each with its score. */
export function retrieve(question: string, limit = 3): Retrieved[] {
  const results: SearchResult[] = index.search(question);
  return results
    .slice(0, limit)
    .map((result) => ({ entry: byId.get(String(result.id))!, score: result.score }));
}

/** The one entry that answers the question, or null when none matches well enough ("I do not know"). */
export function bestAnswer(question: string): Retrieved | null {
  const terms = queryTerms(question);
  if (terms.length === 0) return null;
  const [best] = index.search(question);
  if (!best || best.score < MIN_SCORE) return null;
  const matched = new Set(Object.values(best.match).length > 0 ? best.queryTerms : []);
  if (matched.size / terms.length < MIN_MATCHED_SHARE) return null;
  return { entry: byId.get(String(best.id))!, score: best.score };
}
