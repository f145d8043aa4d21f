import type { UseMutationResult } from '@tanstack/react-query';
import { Download, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from './ui/button.tsx';

type DownloadProps<TVariables> = {
  /** Makes the file and saves it; resolves with the file's name. */
  download: UseMutationResult<string, Error, TVariables>;
  label: string;
  /** The label while the file is made (the button is disabled meanwhile, so a double click downloads once). */
  pendingLabel?: string;
  /** The title of the toast when the file could not be made; the server's reason is its description. */
  failedTitle?: string;
  icon?: LucideIcon;
  variant?: 'outline' | 'default';
  className?: string;
  /** What the mutation is called with: the list's filters, or `undefined` for a file that takes none. */
  of: TVariables;
};

/**
 * A button that downloads a file the server makes: "Download Started" with the file's name, or the failure with
 * the reason; disabled and labelled `pendingLabel` while the file is made. Every download in the product (the
 * admin lists' CSV, the question template and export, "Download my data", the board report) is one of these.
 */
export function DownloadButton<TVariables = void>({
  download,
  of,
  label,
  pendingLabel = label,
  failedTitle = 'Download Failed',
  icon: Icon = Download,
  variant = 'outline',
  className,
}: DownloadProps<TVariables>) {
  return (
    <Button
      variant={variant}
      className={className}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(of, {
          onSuccess: (name) => toast.success('Download Started', { description: name }),
          onError: (error) => toast.error(failedTitle, { description: error.message }),
        })
      }
    >
      <Icon aria-hidden="true" />
      {download.isPending ? pendingLabel : label}
    </Button>
  );
}

/** "Export CSV" of an admin list: downloads the list as its filters stand (`of`). */
export function ExportCsvButton<TFilters>({
  exportCsv,
  of,
}: {
  exportCsv: UseMutationResult<string, Error, TFilters>;
  of: TFilters;
}) {
  return (
    <DownloadButton
      download={exportCsv}
      of={of}
      label="Export CSV"
      pendingLabel="Exporting..."
      failedTitle="Export failed"
    />
  );
}
