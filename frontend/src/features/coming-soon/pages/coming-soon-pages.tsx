/**
 * Routes whose screens later issues build. Each resolves now, inside its layout, and says plainly that the screen
 * is on its way. Replace an entry here with the real page when its issue lands.
 */
import { ComingSoon } from '../../../components/layout/coming-soon.tsx';
import { AccessDenied } from '../../admin/components/access-denied.tsx';
import { useCurrentUser } from '../../auth/api.ts';

export function ResourcesPage() {
  return (
    <ComingSoon
      title="Resource Library"
      description="Premium business guides, grouped by category, arrive here soon."
    />
  );
}

export function AdminSignInPage() {
  return (
    <ComingSoon
      title="Admin Sign-in"
      description="Administrators will confirm their password here to unlock question and user management."
    />
  );
}

export function AdminQuestionsPage() {
  return (
    <ComingSoon
      title="Manage Questions"
      description="Question management for administrators arrives here soon."
    />
  );
}

export function AdminUsersPage() {
  return (
    <ComingSoon title="Manage Users" description="User management for administrators arrives here soon." />
  );
}

export function AdminMonitoringPage() {
  return (
    <ComingSoon
      title="System Monitoring Dashboard"
      description="Access logs, authentication and security events arrive here soon."
    />
  );
}

/** Spec section 2: non-admins see Access Denied; the overview itself comes later. */
export function AdminDashboardPage() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin') return <AccessDenied />;
  return (
    <ComingSoon
      title="Admin Dashboard"
      description="Platform metrics, system status and recent assessments arrive here soon."
    />
  );
}

const BACK_HOME = { to: '/', label: 'Back to Home' };

export function MonitoringPage() {
  return (
    <ComingSoon
      title="System Monitoring"
      description="A quick view of requests, errors and alerts arrives here soon."
      backTo={BACK_HOME}
    />
  );
}

export function WhitelabelPage() {
  return (
    <ComingSoon
      title="Adopt Our AI Assistant"
      description="A white-label AI support assistant for your business, live in 24-48 hours. Details arrive here soon."
      backTo={BACK_HOME}
    />
  );
}
