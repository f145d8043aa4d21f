import { KNOWLEDGE } from './knowledge.ts';
import { DECLINE, voteOfExamples, type LabelVote } from './examples.ts';
import {
  holdsEveryWord,
  matchQuestion,
  mayAnswer,
  namesOnlyWhichOne,
  type Match,
  type Retrieved,
} from './retrieve.ts';
import { isRoutedBetween } from './route.ts';

/**
 * One question's topic from two opinions: the knowledge search (retrieve.ts: which entry's text the question's
 * words match, with its bars and guards) and the labelled examples (examples.ts: how the questions closest to it
 * were labelled). Each errs in its own way, the search on a question sharing words with a neighbouring entry, the
 * examples on a question unlike any asked before, so the examples overrule the search only when they are sure and
 * the search itself ranks their entry close:
 * - the search answers, and the examples agree, back its entry, are not sure, or point at a topic the routing
 *   tells apart by the way of asking (a personal twin): the search's answer;
 * - the search answers, and the examples are sure the question is one to decline: "I'm not sure";
 * - the search answers, and the examples are sure of an entry the search ranks among its best three: that entry;
 * - the search does not answer (or is unsure), and the examples are sure of the entry it ranks first (or offers):
 *   that entry, both opinions agreeing; or, when the search does not answer, most of the vote goes to the entry it
 *   ranks first and the closest example of it covers a third of the question (since round ten).
 * Whichever opinion chose it, a yes/no question is answered only from an entry that states what it asks
 * (`mayAnswer`). Measured on the development set with each question left out of the examples, and, closer to
 * fresh questions, on the sixth and seventh held-out parts with the search as it stood before each was tuned on
 * and only the questions written before them as examples (about 15 of 120 more right, 7 → 2 confident wrong on
 * the seventh; 1 more right on the sixth). Overruling on every disagreement, or for an entry the search ranks
 * lower, cost more right answers than it saved wrong ones there.
 */

/** The examples are sure when this share of the closest examples' vote goes to one label... */
const SURE_SHARE = 0.6;
/** ...and its closest example covers this share of the question's word weight. */
const SURE_COVERAGE = 0.5;
/**
 * When the search does not answer, a vote of the sure share for the entry it ranks first answers from this
 * coverage (measured on the development set, leave-one-out: 0.25 let in two wrong answers, 0.35 one right fewer).
 */
const AGREEING_COVERAGE = 0.3;
/** A share of the vote this large backs the search's entry, whatever label gets more. */
const BACKED_SHARE = 0.3;
/** How high the search must rank an entry for the examples to choose it over the search's answer. */
const OVERRULING_RANKS = 3;
/** ...and score at least this share of the search's best, or the examples do not overrule it (round ten). */
const OVERRULING_SHARE = 0.2;
/**
 * ...or this larger share when the vote is split (less than `UNANIMOUS` of it for the entry): a search three times
 * surer of its answer is not overruled by 0.7 of the vote ("does premium switch on right away after paying":
 * paying, not the refund its neighbours were about; round eleven: 0.35 to 0.6 gave the same answers).
 */
const SPLIT_OVERRULING_SHARE = 0.4;
const UNANIMOUS = 0.95;

const byId = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));

/** The search's match of a question, weighed against the examples' vote (`without`: see `voteOfExamples`). */
export function matchTopic(question: string, without?: string): Match {
  const votes = voteOfExamples(question, without);
  const match = combineWithExamples(question, matchQuestion(question), votes);
  if (match.answers.length > 0 || match.choices.length > 0) return match;
  return { ...match, related: relatedTo(question, match, votes) };
}

/** At most this many related questions are offered beside "I'm not sure". */
const RELATED_OFFERED = 3;
/** A label of the examples' vote is related with this share of the vote and this coverage of the question. */
const RELATED_SHARE = 0.3;
const RELATED_COVERAGE = 0.3;
/** The search's entries are related from this share of its best score (below it, a word or two in common). */
const RELATED_RANK_SHARE = 0.5;
/** ...and from this score (a word of the question in common with the entry scores about 2). */
const RELATED_MIN_SCORE = 5;
/** Nothing is related when this share of the examples' vote is for declining. */
const DECLINING_MAJORITY = 0.5;

/**
 * What the assistant can answer that is near a question it does not: the labels of the closest examples that have a
 * fair part of the vote, then the search's best entries, each one that may answer the question at all (`mayAnswer`:
 * for a yes/no question, nothing that would read as a yes). Offered as questions to ask, beside "I'm not sure" and
 * a person; nothing is asserted. Measured with each question left out of the examples: of the development set's 153
 * declined questions that had a topic, 41 now offer it (11 did, as "did you mean"); of the eleventh held-out part's 58,
 * 15 (3 did); 17 of the development set's 320 questions to decline get questions offered (a question about something
 * else entirely matches nothing). The topics answered, and so the figures of right and wrong answers, do not change.
 */
function relatedTo(question: string, match: Match, votes: readonly LabelVote[]): Retrieved[] {
  // Most of the closest examples were questions to decline (a recipe, the time in New York): nothing is near it.
  const [top] = votes;
  if (top?.label === DECLINE && top.share >= DECLINING_MAJORITY && top.coverage >= SURE_COVERAGE) return [];
  const ids: string[] = [];
  for (const vote of votes)
    if (vote.label !== DECLINE && vote.share >= RELATED_SHARE && vote.coverage >= RELATED_COVERAGE)
      ids.push(vote.label);
  const best = match.ranked[0]?.score ?? 0;
  for (const retrieved of match.ranked)
    if (retrieved.score >= Math.max(best * RELATED_RANK_SHARE, RELATED_MIN_SCORE))
      ids.push(retrieved.entry.id);
  return [...new Set(ids)]
    .filter((id) => byId.has(id) && mayAnswer(question, id))
    .slice(0, RELATED_OFFERED)
    .map(
      (id) =>
        match.ranked.find((retrieved) => retrieved.entry.id === id) ?? { entry: byId.get(id)!, score: 0 },
    );
}

/** The search's match and the examples' vote combined into one match (the rules above). */
export function combineWithExamples(question: string, match: Match, votes: readonly LabelVote[]): Match {
  const [top] = votes;
  if (!top) return match;
  const isSure = top.share >= SURE_SHARE && top.coverage >= SURE_COVERAGE;
  const rank = match.ranked.findIndex((retrieved) => retrieved.entry.id === top.label);
  const chosen = (): Match => ({
    ...match,
    answers: [match.ranked[rank] ?? { entry: byId.get(top.label)!, score: 0 }],
    choices: [],
  });
  const mayChoose =
    top.label !== DECLINE &&
    byId.has(top.label) &&
    mayAnswer(question, top.label) &&
    !namesOnlyWhichOne(question);
  // The closest examples were asked as two questions in one, each labelled with both topics ("export my data
  // before deleting my account"): both are answered when the search ranks both near the top.
  const pair = votes.slice(0, 2);
  const isPairAsked =
    pair.length === 2 &&
    pair.every(
      (vote) =>
        vote.share >= UNANIMOUS &&
        vote.coverage >= SURE_COVERAGE &&
        vote.label !== DECLINE &&
        byId.has(vote.label) &&
        mayAnswer(question, vote.label),
    );
  const pairRanks = pair.map((vote) =>
    match.ranked.findIndex((retrieved) => retrieved.entry.id === vote.label),
  );
  if (isPairAsked && pairRanks.every((at) => at >= 0 && at < OVERRULING_RANKS))
    return { ...match, answers: pairRanks.map((at) => match.ranked[at]!), choices: [] };
  const answered = match.answers.map((retrieved) => retrieved.entry.id);
  if (answered.length > 0) {
    const backing = Math.max(...answered.map((id) => votes.find((vote) => vote.label === id)?.share ?? 0));
    if (
      !isSure ||
      answered.includes(top.label) ||
      answered.some((id) => isRoutedBetween(question, id, top.label)) ||
      backing >= BACKED_SHARE
    )
      return match;
    // A question every word of which its entry holds is about it, though examples near it were to decline
    // ("what is the enterprise tier": its neighbours asked the tier's price, which the entry does not state).
    const isHeldByAnswer = match.answers.length === 1 && holdsEveryWord(question, match.answers[0]!.entry.id);
    if (top.label === DECLINE && !isHeldByAnswer) return { ...match, answers: [], choices: [] };
    const needed = top.share >= UNANIMOUS ? OVERRULING_SHARE : SPLIT_OVERRULING_SHARE;
    const close = rank >= 0 && (match.ranked[rank]?.score ?? 0) >= (match.ranked[0]?.score ?? 0) * needed;
    return mayChoose && rank >= 0 && rank < OVERRULING_RANKS && close ? chosen() : match;
  }
  const isOffered = match.choices.some((retrieved) => retrieved.entry.id === top.label);
  if (isSure && mayChoose && (rank === 0 || isOffered)) return chosen();
  // A unanimous, sure vote for an entry the search ranks among its best three (and close enough to overrule an
  // answer), when the search answers nothing: "what score do I need to reach Managed" (levels, third).
  const isCloseEnough =
    rank >= 0 &&
    rank < OVERRULING_RANKS &&
    (match.ranked[rank]?.score ?? 0) >= (match.ranked[0]?.score ?? 0) * OVERRULING_SHARE;
  if (isSure && top.share >= UNANIMOUS && mayChoose && isCloseEnough && match.choices.length === 0)
    return chosen();
  // Two weaker opinions that agree: the search ranks first the entry most of the vote goes to, though neither
  // clears its own bar (the question shares few words with the entry, or with its closest example).
  const agrees = top.share >= SURE_SHARE && top.coverage >= AGREEING_COVERAGE;
  return agrees && mayChoose && rank === 0 && match.choices.length === 0 ? chosen() : match;
}
