import type { ReactNode } from 'react';
import { COMPANY_SIZE_LABELS, INDUSTRY_LABELS } from '@readiness/contracts/assessment';
import type { TAdminUser } from '@readiness/contracts/admin-users';
import { formatDate, formatScoreOutOf100 } from '@readiness/contracts/format';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../api.ts';
import { ROLE_LABELS, TIER_LABELS, TIER_SOURCE_LABELS, fullName } from './labels.ts';

const labelOf = (labels: Record<string, string>, value: string) =>
  value ? (labels[value] ?? value) : 'Not given';

/** The details dialog: everything of the admin User entity, the live sessions, the assessments count and last score. */
export function UserDetailsDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const details = useUserDetails(user?.id ?? null);
  const shown = details.data?.user ?? user;
  const row = (label: string, value: ReactNode) => (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {shown ? (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{fullName(shown) || shown.email}</DialogTitle>
            <DialogDescription className="break-all">{shown.email}</DialogDescription>
          </DialogHeader>
          <dl className="divide-y text-sm">
            {row('User ID', <span className="font-mono text-xs">{shown.id}</span>)}
            {row('Company', shown.company || 'Not given')}
            {row('Job title', shown.jobTitle || 'Not given')}
            {row('Industry', labelOf(INDUSTRY_LABELS, shown.industry))}
            {row('Company size', labelOf(COMPANY_SIZE_LABELS, shown.companySize))}
            {row('Role', ROLE_LABELS[shown.role])}
            {row('Status', shown.isActive ? 'Active' : 'Inactive')}
            {row(
              'Subscription',
              `${TIER_LABELS[shown.subscriptionTier]} (${TIER_SOURCE_LABELS[shown.tierSource]})`,
            )}
            {row('Onboarding', shown.onboardingCompleted ? 'Completed' : 'Pending')}
            {row('Created', formatDate(shown.createdAt))}
            {row('Last login', shown.lastLoginAt ? formatDate(shown.lastLoginAt) : 'Never')}
            {details.data
              ? row('Signed-in sessions', details.data.activeSessions)
              : row('Signed-in sessions', <Spinner className="size-4" label="Loading" />)}
            {details.data?.assessments
              ? row(
                  'Assessments',
                  `${details.data.assessments.assessmentsCount} (${details.data.assessments.completedCount} completed)`,
                )
              : null}
            {details.data?.assessments
              ? row(
                  'Last score',
                  details.data.assessments.lastScore === null
                    ? 'No completed assessment'
                    : `${formatScoreOutOf100(details.data.assessments.lastScore)}${details.data.assessments.lastCompletedAt ? ` on ${formatDate(details.data.assessments.lastCompletedAt)}` : ''}`,
                )
              : null}
          </dl>
          {details.data && details.data.assessments === null ? (
            <Alert>
              <AlertDescription>The assessment figures are unavailable right now.</AlertDescription>
            </Alert>
          ) : null}
          {details.isError ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{details.error.message}</AlertDescription>
            </Alert>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
