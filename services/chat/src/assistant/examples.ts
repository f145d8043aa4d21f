import { KNOWLEDGE } from './knowledge.ts';
import { termsOf } from './retrieve.ts';
import { DEVELOPMENT_QUESTIONS } from './support-questions.ts';

/**
 * The labelled questions as examples of how each topic is asked (intent classification by nearest neighbours):
 * the evaluation's development questions, each with the topic(s) a right answer is about or `decline`, and the
 * knowledge entries' own sample questions. A new question is compared with every example (BM25 over the same
 * words the knowledge search reads: normalised, spelling corrected) and the closest ones vote for their labels.
 *
 * Why: the knowledge search ranks entries by the words of their text, so a question that shares words with the
 * wrong entry ("what results have other businesses had with the bot": `results`) is answered wrongly, and hand
 * rules fixing one such question never generalised to the next. The examples say how people really ask, so the
 * two opinions together catch a wrong neighbour (see match-topic.ts for how they are combined).
 *
 * The vote can leave questions out (`without`), exactly: their words no longer count in the statistics either.
 * The evaluation scores each development question with itself left out, otherwise it would find itself.
 */

/** What an example says a question is about: knowledge entry ids, or that the honest answer is "I'm not sure". */
export type ExampleLabel = string;
export const DECLINE: ExampleLabel = 'decline';

interface Example {
  /** Its text as compared for leaving out (trimmed, lower case): copies of a question are left out together. */
  key: string;
  terms: ReadonlySet<string>;
  labels: readonly ExampleLabel[];
}

/** A labelled question: its text and what a right answer is about. */
export interface LabelledQuestion {
  text: string;
  labels: readonly ExampleLabel[];
}

const keyOf = (question: string) => question.trim().toLowerCase();

/** BM25's usual constants; a question's words count once (questions are short, repeats mean little). */
const K1 = 1.2;
const B = 0.75;
/** How many of the closest examples vote. */
const NEIGHBOURS = 3;

export interface LabelVote {
  label: ExampleLabel;
  /** The label's share of the neighbours' similarity (0-1). */
  share: number;
  /**
   * How much of the question its closest example of this label covers: the share of the question's word weight
   * (IDF) found in that example. Low when the question's telling words appear in no example of the label.
   */
  coverage: number;
}

/** The labels the closest examples vote for, strongest first (none when no example shares a word). */
export type ExampleVote = (question: string, without?: string) => LabelVote[];

/** A vote over these examples (an inverted index of their words, built once). */
export function createExampleVote(labelled: readonly LabelledQuestion[]): ExampleVote {
  const examples: Example[] = labelled
    .map(({ text, labels }) => ({ key: keyOf(text), terms: new Set(termsOf(text)), labels }))
    .filter((example) => example.terms.size > 0);
  const documentFrequency = new Map<string, number>();
  const postings = new Map<string, number[]>();
  const byKey = new Map<string, number[]>();
  examples.forEach((example, at) => {
    for (const term of example.terms) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      postings.set(term, [...(postings.get(term) ?? []), at]);
    }
    byKey.set(example.key, [...(byKey.get(example.key) ?? []), at]);
  });
  const totalLength = examples.reduce((sum, example) => sum + example.terms.size, 0);

  return (question, without) => {
    const terms = termsOf(question);
    const left = without === undefined ? [] : (byKey.get(keyOf(without)) ?? []);
    const isLeftOut = new Set(left);
    const count = examples.length - left.length;
    const averageLength =
      (totalLength - left.reduce((sum, at) => sum + examples[at]!.terms.size, 0)) / Math.max(count, 1);
    const idf = (term: string) => {
      const frequency =
        (documentFrequency.get(term) ?? 0) - left.filter((at) => examples[at]!.terms.has(term)).length;
      return Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
    };
    const weights = new Map(terms.map((term) => [term, idf(term)]));
    const questionWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
    const scores = new Map<number, { score: number; matched: number }>();
    for (const term of terms)
      for (const at of postings.get(term) ?? []) {
        if (isLeftOut.has(at)) continue;
        const length = examples[at]!.terms.size;
        const weight = weights.get(term)!;
        const found = scores.get(at) ?? { score: 0, matched: 0 };
        found.score += (weight * (K1 + 1)) / (1 + K1 * (1 - B + (B * length) / averageLength));
        found.matched += weight;
        scores.set(at, found);
      }
    const closest = [...scores].sort((a, b) => b[1].score - a[1].score).slice(0, NEIGHBOURS);
    const total = closest.reduce((sum, [, found]) => sum + found.score, 0);
    const votes = new Map<ExampleLabel, { weight: number; matched: number }>();
    for (const [at, found] of closest)
      for (const label of examples[at]!.labels) {
        const vote = votes.get(label) ?? { weight: 0, matched: 0 };
        vote.weight += found.score;
        vote.matched = Math.max(vote.matched, found.matched);
        votes.set(label, vote);
      }
    return [...votes]
      .map(([label, vote]) => ({
        label,
        share: vote.weight / total,
        coverage: questionWeight > 0 ? vote.matched / questionWeight : 0,
      }))
      .sort((a, b) => b.share - a.share);
  };
}

/** The vote of the development questions and the knowledge's own sample questions. */
export const voteOfExamples: ExampleVote = createExampleVote([
  ...DEVELOPMENT_QUESTIONS.map((question) => ({
    text: question.q,
    labels: question.expect === 'decline' ? [DECLINE] : question.expect,
  })),
  ...KNOWLEDGE.flatMap((entry) => entry.questions.map((text) => ({ text, labels: [entry.id] }))),
]);
