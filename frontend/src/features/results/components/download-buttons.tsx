import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Download, Lock } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { downloadFullReport, downloadSummary, isStillRenderingError } from '../api.ts';

/** Spec section 8: the failure of the free summary is an alert with this text (and logged). */
export const SUMMARY_FAILED = 'Failed to generate summary. Please try again.';
const REPORT_FAILED = 'Failed to generate the report. Please try again.';

function DownloadButton({
  label,
  download,
  failureMessage,
  size = 'default',
  variant = 'default',
}: {
  label: string;
  download: () => Promise<void>;
  failureMessage: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const [isPending, setIsPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onClick = async () => {
    setIsPending(true);
    setNotice(null);
    try {
      await download();
    } catch (error) {
      if (isStillRenderingError(error)) {
        setNotice('The PDF is still being prepared. Try again in a few seconds.');
      } else {
        console.error(failureMessage, error);
        window.alert(failureMessage);
      }
    } finally {
      setIsPending(false);
    }
  };

  return (
    <span className="inline-grid gap-1">
      <Button size={size} variant={variant} onClick={() => void onClick()} disabled={isPending}>
        <Download aria-hidden="true" />
        {isPending ? 'Preparing PDF…' : label}
      </Button>
      <span role="status" className="text-xs text-muted-foreground empty:hidden">
        {notice}
      </span>
    </span>
  );
}

export function SummaryDownloadButton({
  assessmentId,
  ...props
}: {
  assessmentId: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  return (
    <DownloadButton
      label="Download summary (PDF)"
      download={() => downloadSummary(assessmentId)}
      failureMessage={SUMMARY_FAILED}
      {...props}
    />
  );
}

/** The full report for premium users; for the others, a link saying it is part of Premium. */
export function FullReportButton({
  assessmentId,
  isLocked,
  ...props
}: {
  assessmentId: string;
  isLocked: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const { pathname } = useLocation();
  if (isLocked) {
    return (
      <Button asChild size={props.size} variant="outline">
        <Link to="/checkout" state={{ from: pathname }}>
          <Lock aria-hidden="true" /> Full report with Premium
        </Link>
      </Button>
    );
  }
  return (
    <DownloadButton
      label="Download full report"
      download={() => downloadFullReport(assessmentId)}
      failureMessage={REPORT_FAILED}
      {...props}
    />
  );
}
