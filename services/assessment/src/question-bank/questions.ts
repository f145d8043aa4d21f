import type { TQuestion } from '@readiness/contracts/assessment';
import { AI_STRATEGY_QUESTIONS } from './dimensions/ai-strategy.ts';
import { CHANGE_MANAGEMENT_QUESTIONS } from './dimensions/change-management.ts';
import { CUSTOMER_EXPERIENCE_QUESTIONS } from './dimensions/customer-experience.ts';
import { DATA_MANAGEMENT_QUESTIONS } from './dimensions/data-management.ts';
import { FUTURE_PLANNING_QUESTIONS } from './dimensions/future-planning.ts';
import { GOVERNANCE_ETHICS_QUESTIONS } from './dimensions/governance-ethics.ts';
import { INNOVATION_CULTURE_QUESTIONS } from './dimensions/innovation-culture.ts';
import { OPERATIONS_QUESTIONS } from './dimensions/operations.ts';
import { PARTNERSHIPS_QUESTIONS } from './dimensions/partnerships.ts';
import { PERFORMANCE_MEASUREMENT_QUESTIONS } from './dimensions/performance-measurement.ts';
import { REGULATORY_COMPLIANCE_QUESTIONS } from './dimensions/regulatory-compliance.ts';
import { RESOURCE_ALLOCATION_QUESTIONS } from './dimensions/resource-allocation.ts';
import { RISK_MANAGEMENT_QUESTIONS } from './dimensions/risk-management.ts';
import { TALENT_SKILLS_QUESTIONS } from './dimensions/talent-skills.ts';
import { TECHNOLOGY_INFRASTRUCTURE_QUESTIONS } from './dimensions/technology-infrastructure.ts';

/**
 * The seed question bank: 75 questions, 5 per dimension, in the order the assessment asks them. The service
 * stores it as bank version 1; admin edits and imports create later versions in the database.
 */
export const QUESTION_BANK: readonly TQuestion[] = [
  ...AI_STRATEGY_QUESTIONS,
  ...DATA_MANAGEMENT_QUESTIONS,
  ...TECHNOLOGY_INFRASTRUCTURE_QUESTIONS,
  ...TALENT_SKILLS_QUESTIONS,
  ...GOVERNANCE_ETHICS_QUESTIONS,
  ...CHANGE_MANAGEMENT_QUESTIONS,
  ...RISK_MANAGEMENT_QUESTIONS,
  ...CUSTOMER_EXPERIENCE_QUESTIONS,
  ...OPERATIONS_QUESTIONS,
  ...INNOVATION_CULTURE_QUESTIONS,
  ...PARTNERSHIPS_QUESTIONS,
  ...REGULATORY_COMPLIANCE_QUESTIONS,
  ...PERFORMANCE_MEASUREMENT_QUESTIONS,
  ...RESOURCE_ALLOCATION_QUESTIONS,
  ...FUTURE_PLANNING_QUESTIONS,
];
