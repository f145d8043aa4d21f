import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { inAppPath } from '../format.ts';

/** Goes to a URL the billing service returned: inside the app when it is ours, else the browser leaves for it. */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = inAppPath(url);
      if (path !== null) void navigate(path);
      else window.location.assign(url);
    },
    [navigate],
  );
}
