import { statsRepository } from '../repositories/stats.repository.ts';
import type { MonitoringContext } from './context.ts';

/** The addresses under investigation. */
export const listInvestigations = (ctx: MonitoringContext) => statsRepository.listInvestigations(ctx.db);
