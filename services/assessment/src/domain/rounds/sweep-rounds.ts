import { ROUND_REMINDER_HOURS } from '@readiness/contracts/org-rounds';
import { enqueueEvent } from '@readiness/bus';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { roundRepository } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { closeRoundOnce } from './close-round.ts';

/**
 * The periodic sweep (the `round.sweep` job, every minute): closes the rounds whose deadline has passed, and requests a
 * reminder for each participant who has not finished, once per participant per reminder time (ROUND_REMINDER_HOURS
 * before the deadline; a round started closer to its deadline than a reminder time gets that reminder at once).
 * Idempotent: run by two workers at once, it closes once and reminds once.
 */
export async function sweepRounds(
  ctx: Pick<CoreContext, 'db' | 'bank' | 'logger'>,
  now = new Date(),
): Promise<{ closed: number; reminders: number }> {
  let closed = 0;
  for (const { id } of await roundRepository.openPastDeadline(ctx.db, now)) {
    if (await closeRoundOnce(ctx, id, { reason: 'deadline', closedBy: null, at: now })) closed += 1;
  }
  let reminders = 0;
  const widest = Math.max(...ROUND_REMINDER_HOURS);
  for (const round of await roundRepository.openDueWithin(ctx.db, now, widest)) {
    const hoursLeft = (round.deadline.getTime() - now.getTime()) / 3_600_000;
    // Only the nearest reminder time already reached: a round started 10 hours before its deadline gets one reminder.
    const due = ROUND_REMINDER_HOURS.filter((hours) => hoursLeft <= hours).sort((a, b) => a - b)[0];
    if (due === undefined) continue;
    const org = await organisationRepository.find(ctx.db, round.organisationId);
    const participants = await roundRepository.participants(ctx.db, round.id);
    for (const participant of participants) {
      if (participant.submittedAt || !participant.userId) continue;
      const userId = participant.userId;
      const requested = await ctx.db.$transaction(async (tx) => {
        if (!(await roundRepository.recordReminder(tx, round.id, userId, due))) return false;
        await enqueueEvent(tx, 'assessment.round-reminder.requested', {
          roundId: round.id,
          organisationId: round.organisationId,
          organisationName: org?.name ?? '',
          userId,
          hoursBefore: due,
          deadline: round.deadline.toISOString(),
          anonymity: round.anonymity,
          answered: participant.answered,
          total: participant.total,
          path: `/organisations/${round.organisationId}/rounds/${round.id}/answer`,
        });
        return true;
      });
      if (requested) reminders += 1;
    }
  }
  if (closed + reminders > 0) ctx.logger.info({ closed, reminders }, 'rounds swept');
  return { closed, reminders };
}
