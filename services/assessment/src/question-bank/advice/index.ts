import type { TDimension, TQuestion, TQuestionAdvice } from '@readiness/contracts/assessment';
import { AI_STRATEGY_ADVICE } from './ai-strategy.ts';
import { CHANGE_MANAGEMENT_ADVICE } from './change-management.ts';
import { CUSTOMER_EXPERIENCE_ADVICE } from './customer-experience.ts';
import { DATA_MANAGEMENT_ADVICE } from './data-management.ts';
import type { TAdviceStep, TDimensionAdvice } from './define-advice.ts';
import { FUTURE_PLANNING_ADVICE } from './future-planning.ts';
import { GOVERNANCE_ETHICS_ADVICE } from './governance-ethics.ts';
import { INNOVATION_CULTURE_ADVICE } from './innovation-culture.ts';
import { OPERATIONS_ADVICE } from './operations.ts';
import { PARTNERSHIPS_ADVICE } from './partnerships.ts';
import { PERFORMANCE_MEASUREMENT_ADVICE } from './performance-measurement.ts';
import { REGULATORY_COMPLIANCE_ADVICE } from './regulatory-compliance.ts';
import { RESOURCE_ALLOCATION_ADVICE } from './resource-allocation.ts';
import { RISK_MANAGEMENT_ADVICE } from './risk-management.ts';
import { TALENT_SKILLS_ADVICE } from './talent-skills.ts';
import { TECHNOLOGY_INFRASTRUCTURE_ADVICE } from './technology-infrastructure.ts';

export { ADVICE_EFFORTS, type TAdviceEffort, type TAdviceStep } from './define-advice.ts';

/**
 * Written advice for every question of the seed bank: for each level transition, what to do, who usually owns
 * it, the effort and its finish criterion (`done-when/`); for each dimension, how to sustain the top level and
 * where to lead.
 */
export const ADVICE: Record<TDimension, TDimensionAdvice> = {
  'ai-strategy': AI_STRATEGY_ADVICE,
  'data-management': DATA_MANAGEMENT_ADVICE,
  'technology-infrastructure': TECHNOLOGY_INFRASTRUCTURE_ADVICE,
  'talent-skills': TALENT_SKILLS_ADVICE,
  'governance-ethics': GOVERNANCE_ETHICS_ADVICE,
  'change-management': CHANGE_MANAGEMENT_ADVICE,
  'risk-management': RISK_MANAGEMENT_ADVICE,
  'customer-experience': CUSTOMER_EXPERIENCE_ADVICE,
  operations: OPERATIONS_ADVICE,
  'innovation-culture': INNOVATION_CULTURE_ADVICE,
  partnerships: PARTNERSHIPS_ADVICE,
  'regulatory-compliance': REGULATORY_COMPLIANCE_ADVICE,
  'performance-measurement': PERFORMANCE_MEASUREMENT_ADVICE,
  'resource-allocation': RESOURCE_ALLOCATION_ADVICE,
  'future-planning': FUTURE_PLANNING_ADVICE,
};

/** The written step that lifts a question's practice to `toLevel` (2..5), or undefined for a question without advice. */
export function adviceFor(
  dimension: TDimension,
  questionId: string,
  toLevel: number,
): TAdviceStep | undefined {
  return ADVICE[dimension].questions[questionId]?.[toLevel];
}

/** The seed bank's advice for a question as the four steps an admin sees and edits, or undefined. */
export function seedAdvice(dimension: TDimension, questionId: string): TQuestionAdvice | undefined {
  const steps = [2, 3, 4, 5].map((toLevel) => adviceFor(dimension, questionId, toLevel));
  return steps.every((step) => step !== undefined) ? steps : undefined;
}

/**
 * The written step that lifts a question to `toLevel` (2..5): the question's own advice (written by an admin,
 * stored with the bank version) before the seed bank's; undefined when it has none ("no written advice").
 */
export function writtenAdvice(question: TQuestion, toLevel: number): TAdviceStep | undefined {
  return question.advice?.[toLevel - 2] ?? adviceFor(question.dimension, question.id, toLevel);
}

/** Whether a question has its written advice (all four steps with their finish criteria). */
export function hasWrittenAdvice(question: TQuestion): boolean {
  return [2, 3, 4, 5].every((toLevel) => writtenAdvice(question, toLevel) !== undefined);
}
