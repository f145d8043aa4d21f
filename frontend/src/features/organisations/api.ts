import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZSaveAnswersResponse, type TGivenAnswer } from '@readiness/contracts/assessment';
import { ERROR_CODES } from '@readiness/contracts/errors';
import {
  ZAcceptInvitationResponse,
  ZAdminOrganisation,
  ZAdminOrganisationList,
  ZInvitationPreview,
  ZOrganisation,
  ZOrganisationActionResponse,
  ZOrganisationDetail,
  ZOrganisationInvitation,
  ZOrganisationList,
  ZOrganisationMember,
  type TCreateOrganisationRequest,
  type TInviteMemberRequest,
  type TOrganisationDetail,
  type TOrganisationRole,
  type TOrganisationTier,
  type TUpdateOrganisationRequest,
} from '@readiness/contracts/organisations';
import {
  ZAssignedActions,
  ZMyRounds,
  ZRoundDetail,
  ZRoundList,
  ZRoundResponse,
  ZRoundResults,
  ZSubmitRoundResponseResult,
  ZUpdateOrgRoadmapActionResponse,
  type TRoundResponse,
  type TRoundResults,
  type TStartRoundRequest,
  type TUpdateOrgRoadmapActionRequest,
} from '@readiness/contracts/org-rounds';
import { formatDate } from '@readiness/contracts/format';
import { apiJson, apiRequest, hasErrorCode } from '../../lib/api-client.ts';
import { adminJson, fileNameOf } from '../admin/api.ts';
import { USER_STATS_KEY } from '../assessment/api.ts';

// ---------------------------------------------------------------------------------------------------------------
// Keys: every organisation query sits under ORGANISATIONS_KEY, so a membership change re-reads them all.

export const ORGANISATIONS_KEY = ['/api/organisations'] as const;
export const organisationKey = (id: string) => ['/api/organisations', id] as const;
export const roundsKey = (id: string) => ['/api/organisations', id, 'rounds'] as const;
export const roundKey = (id: string, roundId: string) =>
  ['/api/organisations', id, 'rounds', roundId] as const;
export const roundResponseKey = (id: string, roundId: string) =>
  [...roundKey(id, roundId), 'response'] as const;
export const roundResultsKey = (id: string, roundId: string) =>
  [...roundKey(id, roundId), 'results'] as const;
export const MY_ROUNDS_KEY = ['/api/user/rounds'] as const;
export const ASSIGNED_ACTIONS_KEY = ['/api/user/assigned-actions'] as const;
export const ADMIN_ORGANISATIONS_KEY = ['admin', '/api/admin/organisations'] as const;

const orgPath = (id: string) => `/api/organisations/${encodeURIComponent(id)}`;
const roundPath = (id: string, roundId: string) => `${orgPath(id)}/rounds/${encodeURIComponent(roundId)}`;

/** Owners and admins manage an organisation (invite, remove members, start and close rounds, assign actions). */
export const canManage = (role: TOrganisationRole) => role === 'owner' || role === 'admin';

/** "3 of 6 seats", or the member count alone when there is no limit (enterprise). */
export function seatsText(organisation: { memberCount: number; memberLimit: number | null }): string {
  const members = `${organisation.memberCount} ${organisation.memberCount === 1 ? 'member' : 'members'}`;
  return organisation.memberLimit === null
    ? `${members} · no member limit`
    : `${members} of ${organisation.memberLimit}`;
}

export const TIER_DESCRIPTIONS: Record<TOrganisationTier, string> = {
  premium: 'Up to 6 members: the owner and 5 colleagues.',
  enterprise: 'No member limit; every member gets Premium features for the organisation’s work.',
};

// ---------------------------------------------------------------------------------------------------------------
// Organisations (auth)

export function useMyOrganisations() {
  return useQuery({
    queryKey: ORGANISATIONS_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/organisations', ZOrganisationList, { signal }),
  });
}

export function useOrganisation(id: string) {
  return useQuery({
    queryKey: organisationKey(id),
    queryFn: ({ signal }) => apiJson('GET', orgPath(id), ZOrganisationDetail, { signal }),
  });
}

/** Re-reads every organisation query (the list, the page, rounds): after any membership change. */
const refreshOrganisations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ORGANISATIONS_KEY });

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateOrganisationRequest) =>
      apiJson('POST', '/api/organisations', ZOrganisation, { body }),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useUpdateOrganisation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOrganisationRequest) => apiJson('PATCH', orgPath(id), ZOrganisation, { body }),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useDeleteOrganisation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('DELETE', orgPath(id), ZOrganisationActionResponse),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: organisationKey(id) });
      return refreshOrganisations(queryClient);
    },
  });
}

export function useInviteMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteMemberRequest) =>
      apiJson('POST', `${orgPath(id)}/invitations`, ZOrganisationInvitation, { body }),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useResendInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiJson(
        'POST',
        `${orgPath(id)}/invitations/${encodeURIComponent(invitationId)}/resend`,
        ZOrganisationInvitation,
      ),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useRevokeInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiJson(
        'DELETE',
        `${orgPath(id)}/invitations/${encodeURIComponent(invitationId)}`,
        ZOrganisationInvitation,
      ),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useChangeMemberRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: 'admin' | 'member' }) =>
      apiJson('PATCH', `${orgPath(id)}/members/${encodeURIComponent(userId)}`, ZOrganisationMember, {
        body: { role },
      }),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiJson('DELETE', `${orgPath(id)}/members/${encodeURIComponent(userId)}`, ZOrganisationActionResponse),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useTransferOwnership(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiJson('POST', `${orgPath(id)}/transfer-ownership`, ZOrganisation, { body: { userId } }),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useLeaveOrganisation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', `${orgPath(id)}/leave`, ZOrganisationActionResponse),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: organisationKey(id) });
      return Promise.all([
        refreshOrganisations(queryClient),
        queryClient.invalidateQueries({ queryKey: MY_ROUNDS_KEY }),
        queryClient.invalidateQueries({ queryKey: ASSIGNED_ACTIONS_KEY }),
      ]);
    },
  });
}

/** What an invitation link is for; asked without a session (the token is the key). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['/api/organisation-invitations/preview', token],
    queryFn: ({ signal }) =>
      apiJson('POST', '/api/organisation-invitations/preview', ZInvitationPreview, {
        body: { token },
        signal,
      }),
    enabled: token.length > 0,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson('POST', '/api/organisation-invitations/accept', ZAcceptInvitationResponse, { body: { token } }),
    onSuccess: () =>
      Promise.all([
        refreshOrganisations(queryClient),
        queryClient.invalidateQueries({ queryKey: MY_ROUNDS_KEY }),
      ]),
  });
}

/** Why an invitation link cannot be used, in the words the accept page shows; null for any other failure. */
export function deadLinkMessage(error: unknown): { title: string; detail: string } | null {
  if (hasErrorCode(error, ERROR_CODES.INVITATION_EXPIRED))
    return {
      title: 'This invitation has expired',
      detail: 'Invitation links work for 7 days. Ask the person who invited you to send it again.',
    };
  if (hasErrorCode(error, ERROR_CODES.INVITATION_REVOKED))
    return {
      title: 'This invitation was withdrawn',
      detail:
        'It was revoked, or a newer link was sent in its place: use the latest email, or ask for a new invitation.',
    };
  if (hasErrorCode(error, ERROR_CODES.INVITATION_USED))
    return {
      title: 'This invitation has already been used',
      detail: 'Each link works once. If you joined with it, your organisation is listed under Organisations.',
    };
  if (hasErrorCode(error, ERROR_CODES.INVITATION_NOT_FOUND))
    return {
      title: 'This invitation link is not valid',
      detail: 'Check that the whole link was copied from the email, or ask for a new invitation.',
    };
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Platform admin: organisations and their tier

export function useAdminOrganisations(search: string) {
  return useQuery({
    queryKey: [...ADMIN_ORGANISATIONS_KEY, search],
    queryFn: ({ signal }) =>
      adminJson(
        'GET',
        `/api/admin/organisations${search ? `?search=${encodeURIComponent(search)}` : ''}`,
        ZAdminOrganisationList,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export function useSetOrganisationTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tier, reason }: { id: string; tier: TOrganisationTier; reason?: string }) =>
      adminJson('PUT', `/api/admin/organisations/${encodeURIComponent(id)}/tier`, ZAdminOrganisation, {
        body: reason ? { tier, reason } : { tier },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORGANISATIONS_KEY }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Rounds (assessment)

export function useRounds(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: roundsKey(id),
    queryFn: ({ signal }) => apiJson('GET', `${orgPath(id)}/rounds`, ZRoundList, { signal }),
    enabled,
  });
}

export function useRound(id: string, roundId: string) {
  return useQuery({
    queryKey: roundKey(id, roundId),
    queryFn: ({ signal }) => apiJson('GET', roundPath(id, roundId), ZRoundDetail, { signal }),
  });
}

export function useStartRound(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartRoundRequest) =>
      apiJson('POST', `${orgPath(id)}/rounds`, ZRoundDetail, { body }),
    onSuccess: (round) => {
      queryClient.setQueryData(roundKey(id, round.id), round);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: roundsKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: MY_ROUNDS_KEY }),
      ]);
    },
  });
}

export function useCloseRound(id: string, roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', `${roundPath(id, roundId)}/close`, ZRoundDetail),
    onSuccess: (round) => {
      queryClient.setQueryData(roundKey(id, roundId), round);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: roundsKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: MY_ROUNDS_KEY }),
      ]);
    },
  });
}

export function useRoundResponse(id: string, roundId: string) {
  return useQuery({
    queryKey: roundResponseKey(id, roundId),
    queryFn: ({ signal }) => apiJson('GET', `${roundPath(id, roundId)}/response`, ZRoundResponse, { signal }),
  });
}

/** PUT …/response/answers: the round's autosave. `keepalive` lets a last save outlive the page. */
export function saveRoundAnswers(
  id: string,
  roundId: string,
  answers: TGivenAnswer[],
  { keepalive = false }: { keepalive?: boolean } = {},
) {
  return apiJson('PUT', `${roundPath(id, roundId)}/response/answers`, ZSaveAnswersResponse, {
    body: { answers },
    ...(keepalive ? { keepalive } : {}),
  });
}

/** Records saved answers in the cached questionnaire, so the screen resumes from them. */
export function rememberRoundAnswers(
  queryClient: QueryClient,
  id: string,
  roundId: string,
  saved: TGivenAnswer[],
  progress: TRoundResponse['progress'],
): void {
  queryClient.setQueryData<TRoundResponse>(roundResponseKey(id, roundId), (old) => {
    if (!old) return old;
    const byQuestion = new Map(old.answers.map((answer) => [answer.questionId, answer.value]));
    for (const answer of saved) byQuestion.set(answer.questionId, answer.value);
    return {
      ...old,
      answers: [...byQuestion].map(([questionId, value]) => ({ questionId, value })),
      progress,
    };
  });
}

export function useSubmitRoundResponse(id: string, roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson('POST', `${roundPath(id, roundId)}/response/submit`, ZSubmitRoundResponseResult),
    onSuccess: (result) => {
      queryClient.setQueryData<TRoundResponse>(roundResponseKey(id, roundId), (old) =>
        old ? { ...old, submittedAt: result.submittedAt, progress: result.progress } : old,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: roundKey(id, roundId), exact: true }),
        queryClient.invalidateQueries({ queryKey: MY_ROUNDS_KEY }),
      ]);
    },
  });
}

export function useRoundResults(id: string, roundId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: roundResultsKey(id, roundId),
    queryFn: ({ signal }) => apiJson('GET', `${roundPath(id, roundId)}/results`, ZRoundResults, { signal }),
    enabled,
  });
}

/** Ticks an action done (its assignee, an owner or an admin) or assigns it (owner or admin). */
export function useUpdateOrgAction(id: string, roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, ...body }: TUpdateOrgRoadmapActionRequest & { actionId: string }) =>
      apiJson(
        'PATCH',
        `${roundPath(id, roundId)}/roadmap/${encodeURIComponent(actionId)}`,
        ZUpdateOrgRoadmapActionResponse,
        { body },
      ),
    onSuccess: (update) => {
      queryClient.setQueryData<TRoundResults>(roundResultsKey(id, roundId), (old) =>
        old
          ? {
              ...old,
              roadmap: {
                progress: update.progress,
                phases: old.roadmap.phases.map((phase) => ({
                  ...phase,
                  actions: phase.actions.map((action) =>
                    action.id === update.actionId
                      ? { ...action, done: update.done, assignee: update.assignee }
                      : action,
                  ),
                })),
              },
            }
          : old,
      );
      return queryClient.invalidateQueries({ queryKey: ASSIGNED_ACTIONS_KEY });
    },
  });
}

/** The board report (PDF), saved under the server's file name. */
export function useDownloadBoardReport(id: string, roundId: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('GET', `${roundPath(id, roundId)}/report.pdf`, {
        headers: { Accept: 'application/pdf' },
      });
      const name =
        fileNameOf(response.headers.get('Content-Disposition')) ?? 'ai-readiness-organisation-report.pdf';
      const href = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = name;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      return name;
    },
  });
}

export function useMyRounds() {
  return useQuery({
    queryKey: MY_ROUNDS_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/user/rounds', ZMyRounds, { signal }),
  });
}

export function useAssignedActions() {
  return useQuery({
    queryKey: ASSIGNED_ACTIONS_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/user/assigned-actions', ZAssignedActions, { signal }),
  });
}

/** Ticking one of my assigned actions from the dashboard. */
export function useTickAssignedAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      organisationId,
      roundId,
      actionId,
      done,
    }: {
      organisationId: string;
      roundId: string;
      actionId: string;
      done: boolean;
    }) =>
      apiJson(
        'PATCH',
        `${roundPath(organisationId, roundId)}/roadmap/${encodeURIComponent(actionId)}`,
        ZUpdateOrgRoadmapActionResponse,
        { body: { done } },
      ),
    onSuccess: (_update, { organisationId, roundId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ASSIGNED_ACTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: roundResultsKey(organisationId, roundId) }),
        queryClient.invalidateQueries({ queryKey: USER_STATS_KEY }),
      ]),
  });
}

/** The members a round can name, for the start form. */
export type MemberChoice = Pick<
  TOrganisationDetail['members'][number],
  'userId' | 'firstName' | 'lastName' | 'role'
>;
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const organisationPagePath = (id: string) => `/organisations/${encodeURIComponent(id)}`;
export const roundPagePath = (id: string, roundId: string) =>
  `${organisationPagePath(id)}/rounds/${encodeURIComponent(roundId)}`;

/** "Quick round of 3 Nov 2026": a round is known by its kind and the day it started. */
export const roundTitle = (round: { kind: 'quick' | 'full'; createdAt: string }) =>
  `${round.kind === 'quick' ? 'Quick' : 'Full'} round of ${formatDate(round.createdAt)}`;
