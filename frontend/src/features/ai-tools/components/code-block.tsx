import { Check, Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { codeFileName } from '../format.ts';
import { useCopyToClipboard } from './use-copy.ts';

/** Code in a scrollable block that keyboard users can scroll too (it takes focus). */
export function CodeBlock({ code, label, className }: { code: string; label: string; className?: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className={cn(
        'max-h-[28rem] min-w-0 overflow-auto rounded-md border bg-muted/60 p-4 font-mono text-xs leading-relaxed focus-visible:outline-2 focus-visible:outline-ring sm:text-sm',
        className,
      )}
    >
      <code>{code}</code>
    </pre>
  );
}

/** Copy (2 s "Copied" marker and toast) and Download (a file with the language's extension) of a piece of code. */
export function CodeActions({
  code,
  language,
  fileBaseName,
  subject,
}: {
  code: string;
  language: string;
  fileBaseName: string;
  /** Said to screen readers after "Copy"/"Download" when a page holds more than one piece of code. */
  subject?: string;
}) {
  const { copied, copy } = useCopyToClipboard();
  const fileName = codeFileName(fileBaseName, language);
  const suffix = subject ? <span className="sr-only">: {subject}</span> : null;

  const download = () => {
    saveFile(new Blob([code], { type: 'text/plain;charset=utf-8' }), fileName);
    toast.success('Download Started', { description: `${fileName} is on its way to your downloads.` });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copy(code, 'Code copied to clipboard.')}
        data-copied={copied ? 'true' : undefined}
      >
        {copied ? <Check aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied' : 'Copy'}
        {suffix}
      </Button>
      <Button variant="outline" size="sm" onClick={download} title={`Save as ${fileName}`}>
        <Download aria-hidden="true" />
        Download
        {suffix}
      </Button>
    </div>
  );
}
