import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from './ui/alert.tsx';

/**
 * What a part of the app shows while the service behind it is restarting (its calls answer 503, see
 * `isServiceRestarting`): a calm note, not an error. Its query asks again by itself (lib/query-client.ts), so the
 * part comes back without a click; the rest of the app works meanwhile.
 */
export function ServiceRestarting({ what, className }: { what: string; className?: string }) {
  return (
    <Alert variant="info" role="status" className={className}>
      <RefreshCw
        className="animate-spin motion-reduce:animate-none [animation-duration:2s]"
        aria-hidden="true"
      />
      <AlertTitle>This part is restarting</AlertTitle>
      <AlertDescription>
        <p>
          {what} will be back in a moment. We are trying again by ourselves; the rest of the app works as
          usual.
        </p>
      </AlertDescription>
    </Alert>
  );
}
