import type { JWTVerifyGetKey } from 'jose';
import { ORG_ROUNDS_API_ROUTES } from '@readiness/contracts/org-rounds-api-routes';
import { reply, serveRoutes } from '@readiness/service';
import type { AssessmentContext } from '../domain/context.ts';
import { closeRound } from '../domain/rounds/close-round.ts';
import { getRoundReport } from '../domain/rounds/get-round-report.ts';
import { getRoundResponse } from '../domain/rounds/get-round-response.ts';
import { getRoundResults } from '../domain/rounds/get-round-results.ts';
import { getRound } from '../domain/rounds/get-round.ts';
import { listAssignedActions } from '../domain/rounds/list-assigned-actions.ts';
import { listMyRounds } from '../domain/rounds/list-my-rounds.ts';
import { listRounds } from '../domain/rounds/list-rounds.ts';
import { saveRoundAnswers } from '../domain/rounds/save-round-answers.ts';
import { startRound } from '../domain/rounds/start-round.ts';
import { submitRoundResponse } from '../domain/rounds/submit-round-response.ts';
import { updateOrgRoadmapAction } from '../domain/rounds/update-org-roadmap-action.ts';
import { sendPdf, withRetryAfter } from './assessments.routes.ts';

/** Organisation rounds: membership and the manager role are checked by each use case (round-access.ts). */
export function orgRoundRoutes(ctx: AssessmentContext, keys: JWTVerifyGetKey) {
  return serveRoutes(
    ORG_ROUNDS_API_ROUTES,
    {
      listRounds: ({ identity, params }) => listRounds(ctx, identity, params.organisationId),
      startRound: async ({ identity, params, body }) =>
        reply(201, await startRound(ctx, identity, params.organisationId, body)),
      getRound: ({ identity, params }) => getRound(ctx, identity, params.organisationId, params.roundId),
      closeRound: ({ identity, params }) => closeRound(ctx, identity, params.organisationId, params.roundId),
      getRoundResponse: ({ identity, params }) =>
        getRoundResponse(ctx, identity, params.organisationId, params.roundId),
      saveRoundAnswers: ({ identity, params, body }) =>
        saveRoundAnswers(ctx, identity, params.organisationId, params.roundId, body),
      submitRoundResponse: ({ identity, params }) =>
        submitRoundResponse(ctx, identity, params.organisationId, params.roundId),
      getRoundResults: ({ identity, params }) =>
        getRoundResults(ctx, identity, params.organisationId, params.roundId),
      updateOrgRoadmapAction: ({ identity, params, body }) =>
        updateOrgRoadmapAction(ctx, identity, params.organisationId, params.roundId, params.actionId, body),
      getRoundReport: async ({ identity, params, res }) => {
        sendPdf(
          res,
          await withRetryAfter(res, () =>
            getRoundReport(ctx, identity, params.organisationId, params.roundId),
          ),
        );
      },
      listMyRounds: ({ identity }) => listMyRounds(ctx, identity),
      listAssignedActions: ({ identity }) => listAssignedActions(ctx, identity),
    },
    { keys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}
