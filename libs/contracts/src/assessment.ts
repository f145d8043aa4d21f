import { z } from 'zod';
import { DIMENSIONS } from './assessment-dimensions.ts';
import { ZCompanySize, ZIndustry } from './industries.ts';
import { text } from './common.ts';

export * from './assessment-dimensions.ts';
export * from './industries.ts';

/**
 * Contracts of the assessment service: the question bank (admin Question entity), taking an assessment, its
 * results (scores, benchmarks, ROI, recommendations, roadmap), user stats, admin question import/export and the
 * report job. Browser-safe: imported by the service and the frontend as `@readiness/contracts/assessment`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Fixed lists

export const ZDimension = z.enum(DIMENSIONS, { error: `dimension must be one of: ${DIMENSIONS.join(', ')}` });
export type TDimension = z.infer<typeof ZDimension>;

export const DIMENSION_LABELS: Record<TDimension, string> = {
  'ai-strategy': 'AI Strategy',
  'data-management': 'Data Management',
  'technology-infrastructure': 'Technology Infrastructure',
  'talent-skills': 'Talent & Skills',
  'governance-ethics': 'Governance & Ethics',
  'change-management': 'Change Management',
  'risk-management': 'Risk Management',
  'customer-experience': 'Customer Experience',
  operations: 'Operations',
  'innovation-culture': 'Innovation Culture',
  partnerships: 'Partnerships',
  'regulatory-compliance': 'Regulatory Compliance',
  'performance-measurement': 'Performance Measurement',
  'resource-allocation': 'Resource Allocation',
  'future-planning': 'Future Planning',
};

export const LEVELS = ['low', 'medium', 'high'] as const;
export const ZLevel = z.enum(LEVELS, { error: 'must be one of: low, medium, high' });
export type TLevel = z.infer<typeof ZLevel>;

/** The answer scale: every question offers these five maturity levels, each described for that question. */
export const ANSWER_VALUES = [1, 2, 3, 4, 5] as const;
export const MIN_ANSWER = 1;
export const MAX_ANSWER = 5;
export const RESPONSE_LEVEL_LABELS = ['Initial', 'Developing', 'Defined', 'Managed', 'Optimised'] as const;

/**
 * Answers off the level scale (services/assessment/docs/scoring.md): "dont-know" is offered on every question,
 * scores as the lowest level and is listed as a knowledge gap; "not-applicable" only on questions the bank marks
 * `allowsNotApplicable`, and is left out of its dimension's weighted mean.
 */
export const ANSWER_CHOICES = ['dont-know', 'not-applicable'] as const;
export const ZAnswerChoice = z.enum(ANSWER_CHOICES, {
  error: 'value must be a number from 1 to 5, "dont-know" or "not-applicable"',
});
export type TAnswerChoice = z.infer<typeof ZAnswerChoice>;
export const ANSWER_CHOICE_LABELS: Record<TAnswerChoice, string> = {
  'dont-know': "Don't know",
  'not-applicable': 'Not applicable',
};
/** At most this many questions of a dimension may allow "not applicable" (and none asked by the quick assessment). */
export const MAX_NOT_APPLICABLE_PER_DIMENSION = 2;

/** A bound on one call's answers; the real limit is the assessment's own question count (from its bank version). */
export const MAX_ANSWERS_PER_CALL = 500;

// ---------------------------------------------------------------------------------------------------------------
// Question bank (the spec's admin Question entity)

export const ZQuestionId = z
  .string({ error: 'id is required' })
  .trim()
  .min(1, 'id is required')
  .max(64, 'id must be at most 64 characters')
  .regex(/^[a-z][a-z0-9-]*$/, 'id must be lowercase letters, digits and dashes (e.g. strategy-01)');

export const ZAnswerValue = z
  .number({ error: 'value must be a number from 1 to 5' })
  .int('value must be a whole number from 1 to 5')
  .min(MIN_ANSWER, 'value must be from 1 to 5')
  .max(MAX_ANSWER, 'value must be from 1 to 5');

export const ZResponseOption = z.strictObject({
  value: ZAnswerValue,
  label: text().trim().min(1, 'label is required').max(40),
  /** What this level looks like for this question: the observable practice. */
  description: text().trim().min(1, 'description is required').max(600),
});
export type TResponseOption = z.infer<typeof ZResponseOption>;

const ZResponseOptions = z
  .array(ZResponseOption)
  .length(5, 'responseOptions must hold exactly 5 levels')
  .refine((options) => options.every((option, index) => option.value === index + 1), {
    error: 'responseOptions must have the values 1, 2, 3, 4, 5 in order',
  });

const ZRoiCorrelation = z
  .number({ error: 'roiCorrelation must be a number from 0 to 1' })
  .min(0, 'roiCorrelation must be from 0 to 1')
  .max(1, 'roiCorrelation must be from 0 to 1')
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
    error: 'roiCorrelation must be in steps of 0.1',
  });

/**
 * small: weeks of part-time work by the owner's team; medium: one to two quarters with some dedicated people;
 * large: two quarters or more, with a dedicated team or budget.
 */
export const ACTION_EFFORTS = ['small', 'medium', 'large'] as const;
export const ZActionEffort = z.enum(ACTION_EFFORTS);
export type TActionEffort = z.infer<typeof ZActionEffort>;
export const ACTION_EFFORT_LABELS: Record<TActionEffort, string> = {
  small: 'Small effort (weeks)',
  medium: 'Medium effort (1–2 quarters)',
  large: 'Large effort (2+ quarters)',
};

/** One written step of a question's advice: what to do, who owns it, how big it is, and its finish criterion. */
export const ZAdviceStep = z.strictObject({
  action: text('action is required')
    .trim()
    .min(20, 'action must say what to do (at least 20 characters)')
    .max(600),
  owner: text('owner is required').trim().min(1, 'owner is required').max(120),
  effort: ZActionEffort,
  /** What exists, who signed it off, what number moved: never the level description. */
  doneWhen: text('doneWhen is required')
    .trim()
    .min(20, 'doneWhen must say how to tell the step is done (at least 20 characters)')
    .max(600),
});
export type TAdviceStep = z.infer<typeof ZAdviceStep>;

/** A question's advice: the steps to Developing, Defined, Managed and Optimised, in that order. */
export const ZQuestionAdvice = z
  .array(ZAdviceStep)
  .length(4, 'advice must hold exactly 4 steps (to Developing, Defined, Managed and Optimised)');
export type TQuestionAdvice = z.infer<typeof ZQuestionAdvice>;

const questionFields = {
  id: ZQuestionId,
  text: text('text is required').trim().min(1, 'text is required').max(500),
  explanation: text('explanation is required').trim().min(1, 'explanation is required').max(2000),
  dimension: ZDimension,
  /** A sub-area within the dimension, e.g. "Data quality". */
  category: text('category is required').trim().min(1, 'category is required').max(80),
  weight: z
    .number({ error: 'weight must be a number from 1 to 10' })
    .int('weight must be a whole number')
    .min(1, 'weight must be from 1 to 10')
    .max(10, 'weight must be from 1 to 10'),
  businessImpact: ZLevel,
  technicalComplexity: ZLevel,
  roiCorrelation: ZRoiCorrelation,
  businessOutcomes: z.array(text().trim().min(1).max(200)).min(1, 'at least one business outcome').max(10),
  responseOptions: ZResponseOptions,
  /** The quick (free) assessment asks exactly one question per dimension: the one marked here. */
  isQuick: z.boolean({ error: 'isQuick must be true or false' }),
  /** The practice may not apply to every organisation: "Not applicable" is offered. Absent means false. */
  allowsNotApplicable: z.boolean({ error: 'allowsNotApplicable must be true or false' }).optional(),
  /** The written advice per step. Absent: the seed bank's advice for its questions, else "no written advice". */
  advice: ZQuestionAdvice.optional(),
};

export const ZQuestion = z.strictObject(questionFields);
export type TQuestion = z.infer<typeof ZQuestion>;

/** Why an admin changed the bank, recorded in the question's history. */
const ZChangeReason = text('reason must be text').trim().max(500, 'reason must be at most 500 characters');

/** PUT /api/admin/questions/:id: the full question (its id must match the path), and why it changed. */
export const ZUpdateQuestionRequest = ZQuestion.extend({ reason: ZChangeReason.optional() });
export type TUpdateQuestionRequest = z.infer<typeof ZUpdateQuestionRequest>;

/**
 * One question of an import file. isQuick may be left out: an update keeps the current flag, a new question is
 * not quick. `example: true` marks the template's example question, which import always refuses.
 */
export const ZQuestionImportItem = z.strictObject({
  ...questionFields,
  isQuick: questionFields.isQuick.optional(),
  example: z.boolean({ error: 'example must be true or false' }).optional(),
});
export type TQuestionImportItem = z.infer<typeof ZQuestionImportItem>;

/** A question of an exported or template file (the template's example carries `example: true`). */
export const ZQuestionFileItem = ZQuestion.extend({ example: z.literal(true).optional() });

/** POST /api/admin/questions/:id/retire and /restore */
export const ZRetireQuestionRequest = z.strictObject({
  reason: ZChangeReason.min(3, 'reason must say why (at least 3 characters)'),
});
export type TRetireQuestionRequest = z.infer<typeof ZRetireQuestionRequest>;
export const ZRetireQuestionResponse = z.object({
  question: ZQuestion,
  retired: z.boolean(),
  bankVersion: z.number().int().positive(),
});
export type TRetireQuestionResponse = z.infer<typeof ZRetireQuestionResponse>;

export const QUESTION_CHANGES = ['added', 'edited', 'retired', 'restored'] as const;
export const ZQuestionChangeKind = z.enum(QUESTION_CHANGES);
/** One entry of a question's history: the bank version that changed it, who, what and why. */
export const ZQuestionChange = z.object({
  bankVersion: z.number().int().positive(),
  questionId: ZQuestionId,
  change: ZQuestionChangeKind,
  /** The fields that changed (an edit or an import's update). */
  fields: z.array(z.string()),
  actor: z.object({ id: z.string().uuid().nullable(), name: z.string() }),
  reason: z.string(),
  at: z.string(),
});
export type TQuestionChange = z.infer<typeof ZQuestionChange>;
/** GET /api/admin/questions/:id/history, newest first */
export const ZQuestionHistory = z.object({ questionId: ZQuestionId, changes: z.array(ZQuestionChange) });
export type TQuestionHistory = z.infer<typeof ZQuestionHistory>;

export const IMPORT_PREVIEW_STATUSES = ['new', 'updated', 'unchanged', 'refused'] as const;
/** POST /api/admin/questions/import/preview: what the import would do to each question, applying nothing. */
export const ZImportPreview = z.object({
  /** The bank version the preview was made against; the import applies only to that version. */
  bankVersion: z.number().int().positive(),
  counts: z.object({
    new: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    refused: z.number().int().nonnegative(),
  }),
  items: z.array(
    z.object({
      index: z.number().int().nonnegative(),
      id: z.string().optional(),
      text: z.string().optional(),
      status: z.enum(IMPORT_PREVIEW_STATUSES),
      /** Why: the fields an update changes, or why the question is refused. */
      reason: z.string(),
      fields: z.array(z.string()).default([]),
      /** A new or updated question without its four advice steps: it will be flagged "no written advice". */
      withoutAdvice: z.boolean().default(false),
    }),
  ),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** GET /api/questions/counts (public): the live bank's counts, for every page and document that names them. */
export const ZQuestionBankCounts = z.object({
  bankVersion: z.number().int().positive(),
  /** Questions the full assessment asks (every active question). */
  full: z.number().int().nonnegative(),
  /** Questions the quick assessment asks (one per dimension). */
  quick: z.number().int().nonnegative(),
  dimensions: z.number().int().nonnegative(),
  perDimension: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
});
export type TQuestionBankCounts = z.infer<typeof ZQuestionBankCounts>;

/**
 * POST /api/admin/questions/import. The items are checked one by one with ZQuestionImportItem so that each
 * rejected question gets its own reason; the import is all or nothing.
 */
export const ZImportQuestionsRequest = z.strictObject({
  questions: z
    .array(z.unknown())
    .min(1, 'questions must not be empty')
    .max(500, 'at most 500 questions per import'),
  options: z
    .strictObject({
      mode: z.literal('update-existing'),
      /** The bank version previewed: the import is refused (409) when the bank has changed since. */
      previewedVersion: z.number().int().positive().optional(),
    })
    .default({ mode: 'update-existing' }),
});
export type TImportQuestionsRequest = z.input<typeof ZImportQuestionsRequest>;

export const ZImportQuestionError = z.object({
  index: z.number().int().nonnegative(),
  id: z.string().optional(),
  reason: z.string(),
});
export type TImportQuestionError = z.infer<typeof ZImportQuestionError>;

export const ZImportQuestionsResponse = z.object({
  success: z.boolean(),
  /** New questions added. */
  imported: z.number().int().nonnegative(),
  /** Existing questions changed. */
  updated: z.number().int().nonnegative(),
  /** Questions identical to the current bank. */
  skipped: z.number().int().nonnegative(),
  errors: z.array(ZImportQuestionError),
  /** The bank version after the import (unchanged when nothing was applied). */
  bankVersion: z.number().int().positive(),
});
export type TImportQuestionsResponse = z.infer<typeof ZImportQuestionsResponse>;

/** GET /api/admin/questions/detailed */
export const ZAdminQuestionsResponse = z.object({
  bankVersion: z.number().int().positive(),
  /** Active questions, each with its written advice (its own, or the seed bank's). */
  questions: z.array(ZQuestion),
  /** Retired questions, as they were when retired (they can be restored). */
  retired: z.array(ZQuestion).default([]),
  /** Ids of questions without written advice: flagged "no written advice" until an admin writes it. */
  withoutAdvice: z.array(ZQuestionId).default([]),
});
export type TAdminQuestionsResponse = z.infer<typeof ZAdminQuestionsResponse>;

/** GET /api/admin/questions/export and /template: a file the import accepts as it is. */
export const ZQuestionExport = z.object({
  bankVersion: z.number().int().positive().optional(),
  exportedAt: z.string().optional(),
  questions: z.array(ZQuestionFileItem),
  options: z.object({ mode: z.literal('update-existing') }),
});
export type TQuestionExport = z.infer<typeof ZQuestionExport>;

/** GET /api/admin/questions/summary */
export const ZQuestionSummary = z.object({
  bankVersion: z.number().int().positive(),
  updatedAt: z.string(),
  total: z.number().int().nonnegative(),
  quick: z.number().int().nonnegative(),
  byDimension: z.array(
    z.object({
      dimension: ZDimension,
      label: z.string(),
      count: z.number().int().nonnegative(),
      hasQuick: z.boolean(),
    }),
  ),
});
export type TQuestionSummary = z.infer<typeof ZQuestionSummary>;

// ---------------------------------------------------------------------------------------------------------------
// Taking an assessment

export const ASSESSMENT_KINDS = ['quick', 'full'] as const;
export const ZAssessmentKind = z.enum(ASSESSMENT_KINDS, { error: 'kind must be "quick" or "full"' });
export type TAssessmentKind = z.infer<typeof ZAssessmentKind>;

export const ASSESSMENT_STATUSES = ['in_progress', 'completed'] as const;
export const ZAssessmentStatus = z.enum(ASSESSMENT_STATUSES);
export type TAssessmentStatus = z.infer<typeof ZAssessmentStatus>;

/** What to do with an assessment of the same kind in progress for another industry or company size. */
export const IN_PROGRESS_CHOICES = ['continue', 'discard'] as const;
export const ZInProgressChoice = z.enum(IN_PROGRESS_CHOICES, {
  error: 'inProgress must be "continue" or "discard"',
});
export type TInProgressChoice = z.infer<typeof ZInProgressChoice>;

/**
 * POST /api/assessments → 201 (new) or 200 (the one in progress). When one of this kind is in progress with
 * another industry or size, the answer is a 409 ASSESSMENT_IN_PROGRESS (details: ZInProgressDetails) unless
 * `inProgress` says what to do: "continue" it as it is (its own industry and size), or "discard" it and start afresh.
 */
export const ZCreateAssessmentRequest = z.strictObject({
  kind: ZAssessmentKind,
  industry: ZIndustry,
  companySize: ZCompanySize,
  inProgress: ZInProgressChoice.optional(),
});
export type TCreateAssessmentRequest = z.infer<typeof ZCreateAssessmentRequest>;

/** A level from 1 to 5, or "dont-know" / "not-applicable". */
export const ZGivenAnswerValue = z.union([ZAnswerValue, ZAnswerChoice], {
  error: 'value must be a whole number from 1 to 5, "dont-know" or "not-applicable"',
});
export type TGivenAnswerValue = z.infer<typeof ZGivenAnswerValue>;

/** An answer on the level scale (what recommendations and ROI work from). */
export const ZAnswer = z.strictObject({ questionId: ZQuestionId, value: ZAnswerValue });
export type TAnswer = z.infer<typeof ZAnswer>;

/** An answer as given: a level, or "dont-know" / "not-applicable". */
export const ZGivenAnswer = z.strictObject({ questionId: ZQuestionId, value: ZGivenAnswerValue });
export type TGivenAnswer = z.infer<typeof ZGivenAnswer>;

export const isAnswerChoice = (value: TGivenAnswerValue): value is TAnswerChoice => typeof value === 'string';

/** How an answer reads for people (the review step, the report's appendix): "Level 3: Defined", "Don't know". */
export function answerLabel(
  value: TGivenAnswerValue,
  options?: readonly Pick<TResponseOption, 'value' | 'label'>[],
): string {
  if (isAnswerChoice(value)) return ANSWER_CHOICE_LABELS[value];
  const label = options?.find((option) => option.value === value)?.label ?? RESPONSE_LEVEL_LABELS[value - 1];
  return `Level ${value}: ${label}`;
}

/** 409 ASSESSMENT_IN_PROGRESS of POST /api/assessments: the assessment in progress, to continue or discard. */
export const ZInProgressDetails = z.object({
  assessmentId: z.string().uuid(),
  kind: ZAssessmentKind,
  industry: ZIndustry,
  companySize: ZCompanySize,
  createdAt: z.string(),
  answered: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TInProgressDetails = z.infer<typeof ZInProgressDetails>;

/** PUT /api/assessments/:id/answers: saves (or changes) some answers; the others stay as they are. */
export const ZSaveAnswersRequest = z.strictObject({
  answers: z
    .array(ZGivenAnswer)
    .min(1, 'answers must hold at least one answer')
    .max(MAX_ANSWERS_PER_CALL, `answers must hold at most ${MAX_ANSWERS_PER_CALL} answers`)
    .refine((answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length, {
      error: 'answers must not answer the same question twice',
    }),
});
export type TSaveAnswersRequest = z.infer<typeof ZSaveAnswersRequest>;

export const ZProgress = z.object({
  answered: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TProgress = z.infer<typeof ZProgress>;

export const ZSaveAnswersResponse = z.object({ saved: z.number().int().nonnegative(), progress: ZProgress });
export type TSaveAnswersResponse = z.infer<typeof ZSaveAnswersResponse>;

/** GET /api/assessments (the spec's id, title, status, createdAt, plus ours). */
export const ZAssessmentListItem = z.object({
  id: z.string().uuid(),
  title: z.string(),
  status: ZAssessmentStatus,
  kind: ZAssessmentKind,
  industry: ZIndustry,
  companySize: ZCompanySize,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  overallScore: z.number().min(0).max(100).nullable(),
});
export type TAssessmentListItem = z.infer<typeof ZAssessmentListItem>;
export const ZAssessmentList = z.array(ZAssessmentListItem);

/** A question as the person taking the assessment sees it (no weights or ROI figures). */
export const ZAssessmentQuestion = z.object({
  id: ZQuestionId,
  text: z.string(),
  explanation: z.string(),
  category: z.string(),
  options: z.array(ZResponseOption),
  /** "Not applicable" may be answered (besides the levels and "Don't know", offered on every question). */
  allowsNotApplicable: z.boolean().default(false),
});
export type TAssessmentQuestion = z.infer<typeof ZAssessmentQuestion>;

/** GET /api/assessments/:id: the questions grouped by dimension in order, the saved answers and the progress. */
export const ZAssessmentDetail = ZAssessmentListItem.extend({
  bankVersion: z.number().int().positive(),
  sections: z.array(
    z.object({ dimension: ZDimension, label: z.string(), questions: z.array(ZAssessmentQuestion) }),
  ),
  answers: z.array(z.object({ questionId: ZQuestionId, value: ZGivenAnswerValue })),
  progress: ZProgress,
});
export type TAssessmentDetail = z.infer<typeof ZAssessmentDetail>;

/** 409 of POST /api/assessments/:id/submit when answers are missing: in the error's details. */
export const ZMissingAnswersDetails = z.object({ missingQuestionIds: z.array(ZQuestionId) });
export type TMissingAnswersDetails = z.infer<typeof ZMissingAnswersDetails>;

// ---------------------------------------------------------------------------------------------------------------
// Results

export const MATURITY_LEVEL_NAMES = ['Initial', 'Developing', 'Defined', 'Managed', 'Optimised'] as const;
export const ZMaturityLevel = z.object({
  level: z.number().int().min(1).max(5),
  name: z.enum(MATURITY_LEVEL_NAMES),
  description: z.string(),
});
export type TMaturityLevel = z.infer<typeof ZMaturityLevel>;

/**
 * The cohort a benchmark compares with, narrowest first: the same industry and size band, the same industry, the
 * same size band, every organisation; 'reference' is the modelled baseline while there are too few peers.
 */
export const BENCHMARK_SOURCES = ['industry', 'all', 'reference', 'industry-size', 'size'] as const;
export const ZBenchmarkSource = z.enum(BENCHMARK_SOURCES);
export type TBenchmarkSource = z.infer<typeof ZBenchmarkSource>;

export const ZBenchmark = z.object({
  /** Share of the cohort scoring strictly below, plus half of those scoring the same, 0-100. */
  percentile: z.number().min(0).max(100),
  /** Mean score of the cohort (for the reference baseline: its modelled mean). */
  average: z.number().min(0).max(100),
  /** Completed assessments compared with (0 for the reference baseline). */
  cohortSize: z.number().int().nonnegative(),
  source: ZBenchmarkSource,
  /** What the figure is compared with, to show beside it, e.g. "23 Healthcare organisations". */
  label: z.string(),
  /**
   * Where the score stands in words a person uses, e.g. "below all 9 organisations compared", "above 6 of the 9
   * organisations compared", "in line with the modelled baseline". Absent from older servers.
   */
  standing: z.string().optional(),
});
export type TBenchmark = z.infer<typeof ZBenchmark>;

export const ZRoi = z.object({
  currency: z.literal('USD'),
  /** Estimated annual value (cost savings plus revenue uplift) once the roadmap is in place. */
  low: z.number().nonnegative(),
  expected: z.number().nonnegative(),
  high: z.number().nonnegative(),
  /** Months for the expected value to repay the estimated investment; null when there is no gap to close. */
  paybackMonths: z.number().nonnegative().nullable(),
  assumptions: z.array(z.string()),
  /**
   * The dimensions whose gaps drive the estimate most, largest first, and how the plan addresses each: the
   * recommendation that covers it, or (recommendationId null) why none does.
   */
  drivers: z.array(
    z.object({
      dimension: ZDimension,
      label: z.string(),
      recommendationId: z.string().nullable(),
      note: z.string(),
    }),
  ),
});
export type TRoi = z.infer<typeof ZRoi>;

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const ZPriority = z.enum(PRIORITIES);
export type TPriority = z.infer<typeof ZPriority>;

export const ACTION_KINDS = ['improve', 'sustain', 'lead'] as const;
export const ZActionKind = z.enum(ACTION_KINDS);
export type TActionKind = z.infer<typeof ZActionKind>;

export const ZRecommendationAction = z.object({
  /** Stable across re-computations: derived from the question it improves. */
  id: z.string(),
  title: z.string(),
  questionId: ZQuestionId,
  dimension: ZDimension,
  /** The current maturity level (1-5) of the practice and the level this action reaches. */
  fromLevel: z.number().int().min(1).max(5),
  toLevel: z.number().int().min(1).max(5),
  technicalComplexity: ZLevel,
  /**
   * 'improve' lifts a practice one level; 'sustain' and 'lead' are for a dimension already at the top (fromLevel
   * = toLevel = 5, questionId its key practice).
   */
  kind: ZActionKind,
  /** What to do, written advice (services/assessment/src/question-bank/advice). */
  action: z.string(),
  /** Who usually owns it. */
  owner: z.string(),
  effort: ZActionEffort,
  /** How to tell it is done: the description of the level it reaches. */
  evidence: z.string(),
});
export type TRecommendationAction = z.infer<typeof ZRecommendationAction>;

export const ZRecommendation = z.object({
  id: z.string(),
  dimension: ZDimension,
  title: z.string(),
  rationale: z.string(),
  priority: ZPriority,
  /** gap × business impact ÷ technical complexity (see services/assessment/docs/scoring.md). */
  priorityScore: z.number().nonnegative(),
  actions: z.array(ZRecommendationAction),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ROADMAP_PHASES = ['0-3 months', '3-9 months', '9-18 months'] as const;
export const ZRoadmapPhaseName = z.enum(ROADMAP_PHASES);
export type TRoadmapPhaseName = z.infer<typeof ZRoadmapPhaseName>;

export const ZRoadmapAction = z.object({
  id: z.string(),
  title: z.string(),
  dimension: ZDimension,
  done: z.boolean(),
  owner: z.string(),
  effort: ZActionEffort,
  /** Why the action sits in its phase (effort, complexity, dependency on the foundations). */
  reason: z.string(),
});
export type TRoadmapAction = z.infer<typeof ZRoadmapAction>;

export const ZImplementationProgress = z.object({
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** done ÷ total × 100, rounded; 0 when there is nothing to do. */
  percent: z.number().min(0).max(100),
});
export type TImplementationProgress = z.infer<typeof ZImplementationProgress>;

export const ZRoadmap = z.object({
  phases: z.array(z.object({ name: ZRoadmapPhaseName, actions: z.array(ZRoadmapAction) })),
  progress: ZImplementationProgress,
});
export type TRoadmap = z.infer<typeof ZRoadmap>;

/**
 * GET /internal/users/:userId/next-actions (internal token; chat's assistant asks it for "how do I improve X"):
 * the next steps of the user's latest completed assessment. `roadmap` holds the roadmap's actions not yet done,
 * in roadmap order with their phase (a premium part: the caller shows them only to a user whose tier has it);
 * `recommendations` the recommendations' titles, by priority. Null `assessmentId`: no completed assessment.
 */
export const ZUserNextActions = z.object({
  assessmentId: z.string().uuid().nullable(),
  roadmap: z.array(
    z.object({ id: z.string(), title: z.string(), dimension: ZDimension, phase: ZRoadmapPhaseName }),
  ),
  recommendations: z.array(z.object({ dimension: ZDimension, title: z.string() })),
});
export type TUserNextActions = z.infer<typeof ZUserNextActions>;

/** Parts of the results only premium (and enterprise, and admin) users get. */
export const LOCKED_SECTIONS = [
  'dimensionBenchmarks',
  'roi',
  'roadmap',
  'allRecommendations',
  'fullReport',
] as const;
export const ZLockedSection = z.enum(LOCKED_SECTIONS);
export type TLockedSection = z.infer<typeof ZLockedSection>;

export const ZDimensionResult = z.object({
  dimension: ZDimension,
  label: z.string(),
  score: z.number().min(0).max(100),
  maturityLevel: ZMaturityLevel,
  /** Absent when locked. */
  benchmark: ZBenchmark.optional(),
  /** Score minus the previous completed assessment's score; null when there is none. */
  change: z.number().nullable(),
});
export type TDimensionResult = z.infer<typeof ZDimensionResult>;

export const ZPreviousAssessment = z.object({
  assessmentId: z.string().uuid(),
  completedAt: z.string(),
  overallScore: z.number().min(0).max(100),
  /** This assessment's overall score minus the previous one's. */
  overallChange: z.number(),
});
export type TPreviousAssessment = z.infer<typeof ZPreviousAssessment>;

/** A question answered "Don't know" or "Not applicable", as the results list it. */
export const ZAnsweredOffScale = z.object({
  questionId: ZQuestionId,
  dimension: ZDimension,
  text: z.string(),
});
export type TAnsweredOffScale = z.infer<typeof ZAnsweredOffScale>;

/** GET /api/assessments/:id/results. Locked parts are absent and named in `locked`. */
export const ZAssessmentResults = z.object({
  assessmentId: z.string().uuid(),
  kind: ZAssessmentKind,
  industry: ZIndustry,
  companySize: ZCompanySize,
  bankVersion: z.number().int().positive(),
  completedAt: z.string(),
  overallScore: z.number().min(0).max(100),
  maturityLevel: ZMaturityLevel,
  dimensions: z.array(ZDimensionResult),
  benchmark: ZBenchmark,
  roi: ZRoi.optional(),
  recommendations: z.array(ZRecommendation),
  roadmap: ZRoadmap.optional(),
  previous: ZPreviousAssessment.nullable(),
  /** Questions answered "Don't know": scored as the lowest level; finding out is a first step. */
  knowledgeGaps: z.array(ZAnsweredOffScale).default([]),
  /** Questions answered "Not applicable": left out of their dimension's score. */
  notApplicable: z.array(ZAnsweredOffScale).default([]),
  locked: z.array(ZLockedSection),
});
export type TAssessmentResults = z.infer<typeof ZAssessmentResults>;

/** PATCH /api/assessments/:id/roadmap/:actionId */
export const ZUpdateRoadmapActionRequest = z.strictObject({
  done: z.boolean({ error: 'done must be true or false' }),
});
export type TUpdateRoadmapActionRequest = z.infer<typeof ZUpdateRoadmapActionRequest>;

export const ZUpdateRoadmapActionResponse = z.object({
  actionId: z.string(),
  done: z.boolean(),
  progress: ZImplementationProgress,
});
export type TUpdateRoadmapActionResponse = z.infer<typeof ZUpdateRoadmapActionResponse>;

/** GET /api/user/stats: the dashboard's real figures. Score fields refer to the latest completed assessment. */
export const ZUserStats = z.object({
  totalAssessments: z.number().int().nonnegative(),
  completedAssessments: z.number().int().nonnegative(),
  inProgressAssessmentId: z.string().uuid().nullable(),
  latestAssessmentId: z.string().uuid().nullable(),
  latestScore: z.number().min(0).max(100).nullable(),
  latestMaturityLevel: ZMaturityLevel.nullable(),
  /** Change of the latest score against the completed assessment before it; null without one. */
  scoreChange: z.number().nullable(),
  implementationProgress: ZImplementationProgress.nullable(),
  dimensionScores: z.array(
    z.object({ dimension: ZDimension, label: z.string(), score: z.number().min(0).max(100) }),
  ),
  recentAssessments: z.array(ZAssessmentListItem).max(3),
  recommendedActions: z.array(
    z.object({ id: z.string(), title: z.string(), dimension: ZDimension, assessmentId: z.string().uuid() }),
  ),
});
export type TUserStats = z.infer<typeof ZUserStats>;

// ---------------------------------------------------------------------------------------------------------------
// Reports

/** POST /api/generate-free-summary */
export const ZGenerateFreeSummaryRequest = z.strictObject({
  assessmentId: z.string().uuid('assessmentId must be a UUID'),
});
export type TGenerateFreeSummaryRequest = z.infer<typeof ZGenerateFreeSummaryRequest>;

export const REPORT_RENDER_JOB = 'report.render';
export const PDF_REPORTS_QUEUE = 'pdf-reports';
export const REPORT_KINDS = ['summary', 'full'] as const;
export const ZReportKind = z.enum(REPORT_KINDS);
export type TReportKind = z.infer<typeof ZReportKind>;

/** Payload of the `report.render` job on the `pdf-reports` queue: one render per assessment, kind and bank version. */
export const ZReportRenderJob = z.strictObject({
  assessmentId: z.string().uuid(),
  kind: ZReportKind,
  bankVersion: z.number().int().positive(),
  /**
   * For the full report: when its roadmap ticks last changed (epoch ms), so that a report dropped after a tick is
   * rendered by a new job rather than answered by the finished one. Absent before any tick.
   */
  revision: z.string().regex(/^\d+$/).optional(),
});
export type TReportRenderJob = z.infer<typeof ZReportRenderJob>;

// --- Admin dashboard ---------------------------------------------------------------------------------

/** GET /api/admin/recent-assessments?limit=5 (spec: user first and last name, company, industry, totalScore, createdAt). */
export const ZRecentAssessmentsQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be from 1 to 50')
    .max(50, 'limit must be from 1 to 50')
    .default(5),
});
export const ZRecentAssessment = z.object({
  id: z.string().uuid(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  company: z.string(),
  industry: z.string(),
  companySize: z.string(),
  kind: ZAssessmentKind,
  totalScore: z.number().min(0).max(100),
  maturityLevel: z.number().int().min(1).max(5),
  createdAt: z.string(),
  completedAt: z.string(),
});
export type TRecentAssessment = z.infer<typeof ZRecentAssessment>;
