import type { UseMutationResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from './ui/button.tsx';

/**
 * "Export CSV" of an admin list: downloads the list as its filters stand (`of`), says "Download Started" with the
 * file's name, or why it failed; disabled and "Exporting..." while the file is made.
 */
export function ExportCsvButton<TFilters>({
  exportCsv,
  of,
}: {
  exportCsv: UseMutationResult<string, Error, TFilters>;
  of: TFilters;
}) {
  return (
    <Button
      variant="outline"
      disabled={exportCsv.isPending}
      onClick={() =>
        exportCsv.mutate(of, {
          onSuccess: (name) => toast.success('Download Started', { description: name }),
          onError: (error) => toast.error('Export failed', { description: error.message }),
        })
      }
    >
      <Download aria-hidden="true" />
      {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
