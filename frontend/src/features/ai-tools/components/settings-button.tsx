import { Link } from 'react-router';
import { Settings } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** The spec's Settings button; for a signed-in user the account settings (the spec's /auth only bounces back). */
export function SettingsButton() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/settings">
        <Settings aria-hidden="true" /> Settings
      </Link>
    </Button>
  );
}
