import type { TCompanySize, TIndustry } from '@readiness/contracts/assessment';
import type { DbClient } from '../db.ts';
import { ZDimensionScores, toContext } from './assessment.rows.ts';

export interface BenchmarkPeerRow {
  industry: TIndustry;
  companySize: TCompanySize;
  overallScore: number;
  dimensionScores: Record<string, number>;
}

/**
 * The benchmark's peers, each organisation once however many members it has (issue 27): an organisation with a closed
 * round counts as its latest closed round, and its members' own assessments do not count beside it; an organisation
 * without one counts as the latest assessment among its members; a person in no organisation counts as their latest
 * assessment. A person in several organisations is counted with the first (by id) without a closed round.
 * `excludeUserId` and `excludeOrganisationIds` leave out the one being compared (and the organisations they belong to).
 */
export async function listBenchmarkPeers(
  db: DbClient,
  exclude: { userId: string | null; organisationIds: readonly string[] },
): Promise<BenchmarkPeerRow[]> {
  const excludedOrgs = [...exclude.organisationIds];
  const rows = await db.$queryRaw<
    Array<{
      industry: string;
      company_size: string;
      overall_score: number;
      dimension_scores: unknown;
    }>
  >`
    WITH latest_round AS (
      SELECT DISTINCT ON (organisation_id) organisation_id, industry, company_size, overall_score, dimension_scores,
             closed_at AS at
        FROM rounds WHERE status = 'closed' AND overall_score IS NOT NULL
       ORDER BY organisation_id, closed_at DESC),
    member_org AS (
      SELECT m.user_id, min(m.organisation_id::text)::uuid AS organisation_id
        FROM organisation_members m
       WHERE NOT EXISTS (SELECT 1 FROM latest_round r WHERE r.organisation_id = m.organisation_id)
       GROUP BY m.user_id),
    represented AS (
      SELECT DISTINCT m.user_id FROM organisation_members m JOIN latest_round r USING (organisation_id)),
    latest_user AS (
      SELECT DISTINCT ON (user_id) user_id, industry, company_size, overall_score, dimension_scores, completed_at AS at
        FROM assessments WHERE status = 'completed'
       ORDER BY user_id, completed_at DESC),
    units AS (
      SELECT 'o:' || organisation_id AS unit, organisation_id, industry, company_size, overall_score, dimension_scores, at
        FROM latest_round
      UNION ALL
      SELECT COALESCE('o:' || mo.organisation_id, 'u:' || l.user_id), mo.organisation_id, l.industry, l.company_size,
             l.overall_score, l.dimension_scores, l.at
        FROM latest_user l LEFT JOIN member_org mo USING (user_id)
       WHERE l.user_id NOT IN (SELECT user_id FROM represented)
         AND l.user_id IS DISTINCT FROM ${exclude.userId}::uuid)
    SELECT DISTINCT ON (unit) industry, company_size, overall_score, dimension_scores
      FROM units
     WHERE organisation_id IS NULL OR NOT (organisation_id = ANY(${excludedOrgs}::uuid[]))
     ORDER BY unit, at DESC`;
  return rows.map((row) => ({
    ...toContext({ industry: row.industry, companySize: row.company_size }),
    overallScore: row.overall_score,
    dimensionScores: ZDimensionScores.parse(row.dimension_scores),
  }));
}
