import { useEffect } from 'react';

export const APP_NAME = 'AI Readiness';

/** Sets a meaningful <title> for the current screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
