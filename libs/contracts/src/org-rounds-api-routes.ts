// The assessment service's organisation-round entries of the API catalogue (spread into API_ROUTES in api-routes.ts).
// Every route is `user` at the gateway; membership and the manager role are checked by the service (org-rounds.ts).
import type { ApiResponse, ApiRoute } from './api-route.ts';
import { ZSaveAnswersRequest, ZSaveAnswersResponse } from './assessment.ts';
import {
  ZAssignedActions,
  ZMyRounds,
  ZOrganisationIdParams,
  ZRoundActionParams,
  ZRoundDetail,
  ZRoundList,
  ZRoundParams,
  ZRoundResponse,
  ZRoundResults,
  ZStartRoundRequest,
  ZSubmitRoundResponseResult,
  ZUpdateOrgRoadmapActionRequest,
  ZUpdateOrgRoadmapActionResponse,
} from './org-rounds.ts';
import { BAD_INPUT, SIGNED_OUT, errorResponse as error } from './route-responses.ts';

const NOT_MEMBER = error(
  'ORGANISATION_NOT_FOUND: no such organisation, or the caller is not a member; ROUND_NOT_FOUND: no such round in it',
);
const NOT_MANAGER = error(
  'ORGANISATION_ROLE_REQUIRED: only the owner or an admin of the organisation may do this',
);
const NOT_PARTICIPANT = error('NOT_ROUND_PARTICIPANT: the caller does not take part in this round');
const PDF: ApiResponse = {
  description: 'The PDF file (Content-Disposition: attachment)',
  contentType: 'application/pdf',
};

export const ORG_ROUNDS_API_ROUTES = {
  listRounds: {
    method: 'get',
    path: '/api/organisations/:organisationId/rounds',
    service: 'assessment',
    access: 'user',
    summary: "The organisation's assessment rounds, newest first (members)",
    params: ZOrganisationIdParams,
    responses: {
      200: { description: 'The rounds', schema: ZRoundList },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: NOT_MEMBER,
    },
  },
  startRound: {
    method: 'post',
    path: '/api/organisations/:organisationId/rounds',
    service: 'assessment',
    access: 'user',
    summary:
      'Start a round: kind, deadline, anonymous or named, participants and dimensions assigned to people',
    params: ZOrganisationIdParams,
    body: ZStartRoundRequest,
    responses: {
      201: { description: 'Started', schema: ZRoundDetail },
      400: error(
        'A participant who is not a member, a deadline in the past or too far, a participant with no part',
      ),
      401: SIGNED_OUT,
      403: NOT_MANAGER,
      404: NOT_MEMBER,
    },
  },
  getRound: {
    method: 'get',
    path: '/api/organisations/:organisationId/rounds/:roundId',
    service: 'assessment',
    access: 'user',
    summary: "A round: its parts, each participant's progress (never their answers) and the caller's part",
    params: ZRoundParams,
    responses: {
      200: { description: 'The round', schema: ZRoundDetail },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: NOT_MEMBER,
    },
  },
  closeRound: {
    method: 'post',
    path: '/api/organisations/:organisationId/rounds/:roundId/close',
    service: 'assessment',
    access: 'user',
    summary: 'Close a round early (owner or admin): its answers are aggregated once',
    params: ZRoundParams,
    responses: {
      200: { description: 'Closed', schema: ZRoundDetail },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_MANAGER,
      404: NOT_MEMBER,
      409: error('ROUND_CLOSED: the round is closed already'),
    },
  },
  getRoundResponse: {
    method: 'get',
    path: '/api/organisations/:organisationId/rounds/:roundId/response',
    service: 'assessment',
    access: 'user',
    summary: "The caller's questionnaire in the round (their dimensions), saved answers and progress",
    params: ZRoundParams,
    responses: {
      200: { description: 'The questionnaire', schema: ZRoundResponse },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_PARTICIPANT,
      404: NOT_MEMBER,
    },
  },
  saveRoundAnswers: {
    method: 'put',
    path: '/api/organisations/:organisationId/rounds/:roundId/response/answers',
    service: 'assessment',
    access: 'user',
    summary:
      'Save (autosave) answers to the caller’s part while the round is open, until the part is submitted',
    params: ZRoundParams,
    body: ZSaveAnswersRequest,
    responses: {
      200: { description: 'Saved', schema: ZSaveAnswersResponse },
      400: error('A value off the scale, or a question not in the caller’s part'),
      401: SIGNED_OUT,
      403: NOT_PARTICIPANT,
      404: NOT_MEMBER,
      409: error('ROUND_CLOSED, or ALREADY_SUBMITTED: the part was submitted'),
    },
  },
  submitRoundResponse: {
    method: 'post',
    path: '/api/organisations/:organisationId/rounds/:roundId/response/submit',
    service: 'assessment',
    access: 'user',
    summary: "Mark the caller's part finished (every question answered)",
    params: ZRoundParams,
    responses: {
      200: { description: 'Submitted', schema: ZSubmitRoundResponseResult },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_PARTICIPANT,
      404: NOT_MEMBER,
      409: error(
        'Answers are missing (`details.missingQuestionIds`), the part was submitted, or ROUND_CLOSED',
      ),
    },
  },
  getRoundResults: {
    method: 'get',
    path: '/api/organisations/:organisationId/rounds/:roundId/results',
    service: 'assessment',
    access: 'user',
    summary:
      'The aggregate: per dimension median level, spread and respondents, score, benchmark, disagreements, roadmap',
    params: ZRoundParams,
    responses: {
      200: { description: 'The results', schema: ZRoundResults },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: NOT_MEMBER,
      409: error('ROUND_OPEN: results come when the round closes'),
    },
  },
  updateOrgRoadmapAction: {
    method: 'patch',
    path: '/api/organisations/:organisationId/rounds/:roundId/roadmap/:actionId',
    service: 'assessment',
    access: 'user',
    summary:
      'Assign a roadmap action to a member (owner or admin) or tick it done (its assignee, the owner or an admin)',
    params: ZRoundActionParams,
    body: ZUpdateOrgRoadmapActionRequest,
    responses: {
      200: { description: 'Updated', schema: ZUpdateOrgRoadmapActionResponse },
      400: error('An assignee who is not a member'),
      401: SIGNED_OUT,
      403: NOT_MANAGER,
      404: error('NOT_MEMBER, or no such action in this round’s roadmap'),
      409: error('ROUND_OPEN: the roadmap comes when the round closes'),
    },
  },
  getRoundReport: {
    method: 'get',
    path: '/api/organisations/:organisationId/rounds/:roundId/report.pdf',
    service: 'assessment',
    access: 'user',
    summary: "The organisation's board report of a closed round (members)",
    params: ZRoundParams,
    responses: {
      200: PDF,
      400: BAD_INPUT,
      401: SIGNED_OUT,
      404: NOT_MEMBER,
      409: error('ROUND_OPEN: the report comes when the round closes'),
      503: error('The report is still rendering past the deadline; retry after the Retry-After seconds'),
    },
  },
  listMyRounds: {
    method: 'get',
    path: '/api/user/rounds',
    service: 'assessment',
    access: 'user',
    summary: 'The open rounds the caller is asked to answer, deadline first',
    responses: { 200: { description: 'The rounds', schema: ZMyRounds }, 401: SIGNED_OUT },
  },
  listAssignedActions: {
    method: 'get',
    path: '/api/user/assigned-actions',
    service: 'assessment',
    access: 'user',
    summary: "The roadmap actions assigned to the caller across their organisations (the dashboard's list)",
    responses: { 200: { description: 'The actions', schema: ZAssignedActions }, 401: SIGNED_OUT },
  },
} satisfies Record<string, ApiRoute>;
