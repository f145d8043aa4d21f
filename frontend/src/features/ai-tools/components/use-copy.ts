import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

/** Spec section 9: the copied marker shows for 2 seconds. */
export const COPIED_MARKER_MS = 2000;

/** Copies text to the clipboard: a "Copied" toast, and `copied` true for 2 s (the button's marker). */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, description: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error('Copy Failed', {
        description: 'The browser did not allow copying. Select the text instead.',
      });
      return;
    }
    toast.success('Copied', { description });
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MARKER_MS);
  }, []);

  return { copied, copy };
}
