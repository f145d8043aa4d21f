import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { isServiceRestarting } from '../lib/api-client.ts';
import { Alert, AlertDescription, AlertTitle } from './ui/alert.tsx';

/** Counts the screen's own restarting notes, so the page-level one (RestartingNotes) is not shown twice. */
const OwnNotes = createContext<((delta: number) => void) | null>(null);

function RestartingAlert({ what, className }: { what: string; className?: string }) {
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

/**
 * What a part of the app shows while the service behind it is restarting (its calls answer 503, see
 * `isServiceRestarting`): a calm note, not an error. Its query asks again by itself (lib/query-client.ts), so the
 * part comes back without a click; the rest of the app works meanwhile. A screen that places one itself (beside
 * the part concerned) takes the place of the page-level note of RestartingNotes.
 */
export function ServiceRestarting({ what, className }: { what: string; className?: string }) {
  useShowsRestartingItself(true);
  return <RestartingAlert what={what} className={className} />;
}

/**
 * For a part that says "restarting" in its own words (a card's line) rather than with ServiceRestarting: while
 * `isShowing`, the page-level note of RestartingNotes stays away.
 */
export function useShowsRestartingItself(isShowing: boolean) {
  const count = useContext(OwnNotes);
  useEffect(() => {
    if (!count || !isShowing) return;
    count(1);
    return () => count(-1);
  }, [count, isShowing]);
}

/** The parts of the app as users know them, by the service the gateway names in its 503. */
const PART_OF_SERVICE: Record<string, string> = {
  auth: 'your account',
  assessment: 'assessments and reports',
  'ai-tools': 'the AI tools',
  billing: 'billing and purchases',
  chat: 'support',
  monitoring: 'monitoring',
  notifications: 'email',
};

/** The part named by a restarting query's error ("The billing service is unavailable…"), else a general one. */
export function partOfError(error: unknown): string {
  const service = error instanceof Error ? /^The ([a-z-]+) service\b/.exec(error.message)?.[1] : undefined;
  return (service && PART_OF_SERVICE[service]) || 'this part of the page';
}

/** The parts whose queries on the screen (those with an observer) find their service restarting, joined by "|". */
function useRestartingParts(): string[] {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const snapshot = useCallback(
    () =>
      [
        ...new Set(
          cache
            .getAll()
            .filter((query) => query.getObserversCount() > 0 && isServiceRestarting(query.state.error))
            .map((query) => partOfError(query.state.error)),
        ),
      ]
        .sort()
        .join('|'),
    [cache],
  );
  const parts = useSyncExternalStore(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    snapshot,
    snapshot,
  );
  return parts ? parts.split('|') : [];
}

/**
 * Around every screen (the layouts): when any query of the screen finds its service restarting and the screen
 * shows no note of its own, one note at the top names the part (reports, guides, AI tools, settings, the admin
 * screens…). The queries ask again by themselves (lib/query-client.ts) and the note goes when they answer.
 */
export function RestartingNotes({ children, className }: { children: ReactNode; className?: string }) {
  const [ownNotes, setOwnNotes] = useState(0);
  const count = useCallback((delta: number) => setOwnNotes((current) => current + delta), []);
  const parts = useRestartingParts();
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  const what = listed.charAt(0).toUpperCase() + listed.slice(1);
  return (
    <OwnNotes.Provider value={count}>
      {parts.length > 0 && ownNotes === 0 && (
        <div className={className}>
          <RestartingAlert what={what} className="mb-6" />
        </div>
      )}
      {children}
    </OwnNotes.Provider>
  );
}
