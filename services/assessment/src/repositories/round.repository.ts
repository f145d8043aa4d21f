import type { TAssessmentKind, TGivenAnswer } from '@readiness/contracts/assessment';
import { ZRoundRoleGroup } from '@readiness/contracts/org-rounds';
import type { DbClient, DbTransaction } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import {
  orNull,
  toGivenAnswer,
  toParticipantRow,
  toRoundRow,
  type ParticipantRow,
  type RoundRow,
} from './assessment.rows.ts';

export type { ParticipantRow, RoundRow } from './assessment.rows.ts';
export type ParticipantProgress = ParticipantRow & { answered: number };

/** Rounds, their participants and answers, roadmap states, reminders and board reports. */
export const roundRepository = {
  create: async (
    tx: DbTransaction,
    round: Prisma.RoundUncheckedCreateInput,
    participants: Omit<Prisma.RoundParticipantUncheckedCreateInput, 'roundId'>[],
  ) => {
    await tx.round.create({ data: round });
    await tx.roundParticipant.createMany({ data: participants.map((p) => ({ ...p, roundId: round.id })) });
  },

  find: async (db: DbClient, organisationId: string, id: string): Promise<RoundRow | null> =>
    orNull(toRoundRow)(await db.round.findFirst({ where: { id, organisationId } })),

  findById: async (db: DbClient, id: string): Promise<RoundRow | null> =>
    orNull(toRoundRow)(await db.round.findUnique({ where: { id } })),

  list: async (db: DbClient, organisationId: string): Promise<RoundRow[]> =>
    (
      await db.round.findMany({ where: { organisationId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] })
    ).map(toRoundRow),

  /** Row lock: orders saves, submits and the close of one round. */
  lockStatus: async (tx: DbTransaction, id: string): Promise<string | undefined> => {
    const rows = await tx.$queryRaw<
      Array<{ status: string }>
    >`SELECT status FROM rounds WHERE id = ${id}::uuid FOR UPDATE`;
    return rows[0]?.status;
  },

  /** Closes the round only if it is still open: false when another close (or the deadline sweep) won. */
  close: async (
    tx: DbTransaction,
    id: string,
    data: {
      closedAt: Date;
      closeReason: 'manual' | 'deadline';
      closedBy: string | null;
      overallScore: number | null;
      dimensionScores: Record<string, number> | null;
      /** The aggregate (a plain JSON-safe object). */
      results: object | null;
    },
  ): Promise<boolean> => {
    // Raw SQL: the aggregate is tens of kB of JSON, and this runs inside the round's lock.
    const json = (value: object | null) => (value === null ? null : JSON.stringify(value));
    const count = await tx.$executeRaw`
      UPDATE rounds
         SET status = 'closed', closed_at = ${data.closedAt}, close_reason = ${data.closeReason},
             closed_by = ${data.closedBy}::uuid, overall_score = ${data.overallScore},
             dimension_scores = ${json(data.dimensionScores)}::jsonb, results = ${json(data.results)}::jsonb
       WHERE id = ${id}::uuid AND status = 'open'`;
    return count === 1;
  },

  participants: async (db: DbClient, roundId: string): Promise<ParticipantProgress[]> => {
    const [rows, counts] = await Promise.all([
      db.roundParticipant.findMany({ where: { roundId }, orderBy: { id: 'asc' } }),
      db.$queryRaw<Array<{ participant_id: string; answered: bigint }>>`
        SELECT a.participant_id, count(*) AS answered
          FROM round_answers a JOIN round_participants p ON p.id = a.participant_id
         WHERE p.round_id = ${roundId}::uuid
         GROUP BY a.participant_id`,
    ]);
    const answered = new Map(counts.map((row) => [row.participant_id, Number(row.answered)]));
    return rows.map((row) => ({ ...toParticipantRow(row), answered: answered.get(row.id) ?? 0 }));
  },

  participantCounts: async (db: DbClient, roundIds: string[]) => {
    if (roundIds.length === 0) return new Map<string, { participants: number; submitted: number }>();
    const rows = await db.$queryRaw<Array<{ round_id: string; participants: bigint; submitted: bigint }>>`
      SELECT round_id, count(*) AS participants, count(submitted_at) AS submitted
        FROM round_participants WHERE round_id = ANY(${roundIds}::uuid[]) GROUP BY round_id`;
    return new Map(
      rows.map((row) => [
        row.round_id,
        { participants: Number(row.participants), submitted: Number(row.submitted) },
      ]),
    );
  },

  participant: async (db: DbClient, roundId: string, userId: string): Promise<ParticipantRow | null> =>
    orNull(toParticipantRow)(await db.roundParticipant.findFirst({ where: { roundId, userId } })),

  lockParticipant: async (tx: DbTransaction, id: string) => {
    const rows = await tx.$queryRaw<Array<{ submitted_at: Date | null }>>`
      SELECT submitted_at FROM round_participants WHERE id = ${id}::uuid FOR UPDATE`;
    return rows[0];
  },

  markSubmitted: (db: DbClient, id: string, at: Date) =>
    db.roundParticipant.update({ where: { id }, data: { submittedAt: at } }),

  answers: async (db: DbClient, participantId: string): Promise<TGivenAnswer[]> =>
    (
      await db.roundAnswer.findMany({
        where: { participantId },
        select: { questionId: true, value: true, choice: true },
      })
    ).map(toGivenAnswer),

  countAnswers: (db: DbClient, participantId: string) => db.roundAnswer.count({ where: { participantId } }),

  upsertAnswers: async (db: DbClient, participantId: string, answers: readonly TGivenAnswer[], at: Date) => {
    const ids = answers.map((answer) => answer.questionId);
    const values = answers.map((answer) => (typeof answer.value === 'number' ? answer.value : null));
    const choices = answers.map((answer) => (typeof answer.value === 'string' ? answer.value : null));
    await db.$executeRaw`
      INSERT INTO round_answers (participant_id, question_id, value, choice, answered_at)
      SELECT ${participantId}::uuid, question_id, value, choice, ${at}
        FROM unnest(${ids}::text[], ${values}::smallint[], ${choices}::text[]) AS given (question_id, value, choice)
      ON CONFLICT (participant_id, question_id)
      DO UPDATE SET value = EXCLUDED.value, choice = EXCLUDED.choice, answered_at = EXCLUDED.answered_at`;
  },

  /**
   * Every participant of the round with their answers, one row per participant (arrays, not 3,750 rows: the close of a
   * 50 × 75 round reads them inside its lock). Participants without answers come with empty lists.
   */
  allAnswers: async (db: DbClient, roundId: string) => {
    const rows = await db.$queryRaw<
      Array<{
        participant_id: string;
        role_group: string;
        question_ids: string[];
        answer_values: (number | null)[];
        choices: (string | null)[];
      }>
    >`
      SELECT p.id AS participant_id, p.role_group,
             coalesce(array_agg(a.question_id) FILTER (WHERE a.question_id IS NOT NULL), '{}') AS question_ids,
             coalesce(array_agg(a.value) FILTER (WHERE a.question_id IS NOT NULL), '{}') AS answer_values,
             coalesce(array_agg(a.choice) FILTER (WHERE a.question_id IS NOT NULL), '{}') AS choices
        FROM round_participants p LEFT JOIN round_answers a ON a.participant_id = p.id
       WHERE p.round_id = ${roundId}::uuid
       GROUP BY p.id
       ORDER BY p.id`;
    return rows.map((row) => ({
      participantId: row.participant_id,
      roleGroup: ZRoundRoleGroup.parse(row.role_group),
      answers: row.question_ids.map((questionId, index) =>
        toGivenAnswer({
          questionId,
          value: row.answer_values[index] ?? null,
          choice: row.choices[index] ?? null,
        }),
      ),
    }));
  },

  previousClosed: async (db: DbClient, organisationId: string, kind: TAssessmentKind, before: Date) =>
    orNull(toRoundRow)(
      await db.round.findFirst({
        where: {
          organisationId,
          kind,
          status: 'closed',
          closedAt: { lt: before },
          overallScore: { not: null },
        },
        orderBy: { closedAt: 'desc' },
      }),
    ),

  openPastDeadline: (db: DbClient, now: Date) =>
    db.round.findMany({ where: { status: 'open', deadline: { lte: now } }, select: { id: true } }),

  /** Open rounds whose deadline is within `hours` of now. */
  openDueWithin: async (db: DbClient, now: Date, hours: number): Promise<RoundRow[]> =>
    (
      await db.round.findMany({
        where: { status: 'open', deadline: { gt: now, lte: new Date(now.getTime() + hours * 3_600_000) } },
      })
    ).map(toRoundRow),

  /** Records a reminder; false when it was requested already (the row is the "once"). */
  recordReminder: async (tx: DbTransaction, roundId: string, userId: string, hoursBefore: number) =>
    (await tx.$executeRaw`
      INSERT INTO round_reminders (round_id, user_id, hours_before) VALUES (${roundId}::uuid, ${userId}::uuid, ${hoursBefore})
      ON CONFLICT DO NOTHING`) === 1,

  myOpenRounds: (db: DbClient, userId: string) =>
    db.$queryRaw<Array<{ round_id: string }>>`
      SELECT r.id AS round_id FROM rounds r JOIN round_participants p ON p.round_id = r.id
       WHERE p.user_id = ${userId}::uuid AND r.status = 'open'
         AND EXISTS (SELECT 1 FROM organisation_members m WHERE m.organisation_id = r.organisation_id AND m.user_id = ${userId}::uuid)
       ORDER BY r.deadline, r.id`,

  actionStates: (db: DbClient, roundId: string) => db.roundActionState.findMany({ where: { roundId } }),

  upsertActionState: (
    db: DbClient,
    roundId: string,
    actionId: string,
    change: { done?: boolean; assigneeId?: string | null },
  ) =>
    db.roundActionState.upsert({
      where: { roundId_actionId: { roundId, actionId } },
      create: { roundId, actionId, done: change.done ?? false, assigneeId: change.assigneeId ?? null },
      update: { ...change, updatedAt: new Date() },
    }),

  bumpRevision: (db: DbClient, roundId: string) =>
    db.round.update({ where: { id: roundId }, data: { roadmapRevision: { increment: 1 } } }),

  assignedTo: (db: DbClient, userId: string) =>
    db.$queryRaw<Array<{ round_id: string; action_id: string; done: boolean }>>`
      SELECT s.round_id, s.action_id, s.done
        FROM round_action_states s JOIN rounds r ON r.id = s.round_id
       WHERE s.assignee_id = ${userId}::uuid
         AND EXISTS (SELECT 1 FROM organisation_members m WHERE m.organisation_id = r.organisation_id AND m.user_id = ${userId}::uuid)
       ORDER BY s.done, r.closed_at DESC, s.action_id`,

  /** A person left the organisation: they no longer take part in its open rounds (closed rounds keep their answers). */
  leaveOpenRounds: (db: DbClient, organisationId: string, userId: string) =>
    db.$executeRaw`
      DELETE FROM round_participants p USING rounds r
       WHERE p.round_id = r.id AND r.organisation_id = ${organisationId}::uuid AND r.status = 'open'
         AND p.user_id = ${userId}::uuid`,

  /**
   * A deleted account: their part of open rounds goes (with its answers), and in closed rounds their answers and
   * their link to the person go (the stored aggregate stays); their assignments are dropped.
   */
  eraseUser: async (db: DbClient, userId: string) => {
    const open = await db.$executeRaw`
      DELETE FROM round_participants p USING rounds r
       WHERE p.round_id = r.id AND r.status = 'open' AND p.user_id = ${userId}::uuid`;
    await db.$executeRaw`
      DELETE FROM round_answers a USING round_participants p
       WHERE a.participant_id = p.id AND p.user_id = ${userId}::uuid`;
    await db.roundParticipant.updateMany({ where: { userId }, data: { userId: null } });
    await db.roundActionState.updateMany({ where: { assigneeId: userId }, data: { assigneeId: null } });
    await db.roundReminder.deleteMany({ where: { userId } });
    await db.round.updateMany({ where: { startedBy: userId }, data: { startedBy: null } });
    await db.round.updateMany({ where: { closedBy: userId }, data: { closedBy: null } });
    return open;
  },

  report: (db: DbClient, roundId: string, revision: bigint) =>
    db.roundReport.findUnique({ where: { roundId_revision: { roundId, revision } } }),

  storeReport: (db: DbClient, roundId: string, revision: bigint, pdf: Uint8Array, renderMs: number) =>
    db.$executeRaw`
      INSERT INTO round_reports (round_id, revision, pdf, render_ms)
      VALUES (${roundId}::uuid, ${revision}, ${Buffer.from(pdf)}, ${renderMs})
      ON CONFLICT DO NOTHING`,
};
