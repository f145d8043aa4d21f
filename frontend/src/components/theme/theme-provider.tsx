import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  applyTheme,
  DEFAULT_THEME,
  readStoredTheme,
  storeTheme,
  watchSystemTheme,
  type Theme,
} from '../../lib/theme.ts';
import { useIsHydrated } from '../../lib/use-is-hydrated.ts';

type ThemeContextValue = { theme: Theme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

const subscribeToNothing = () => () => {};

/**
 * The theme choice, read from storage as an external store: the build's prerender of a landing page (which has no
 * storage) and the browser's hydration of it both render the default theme, and React renders the stored one right
 * after hydrating, with no mismatch. What shows before that is right anyway: the inline script in index.html
 * applied the stored theme before the first paint, and the toggle's icon follows it by CSS (theme-toggle.tsx).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(subscribeToNothing, readStoredTheme, () => DEFAULT_THEME);
  // A choice made on this page counts even where storage is blocked.
  const [chosen, setChosen] = useState<Theme>();
  const theme = chosen ?? stored;
  const isHydrated = useIsHydrated();

  useEffect(() => {
    // While hydrating, `theme` is the default, not the visitor's: the inline script's work stands.
    if (!isHydrated) return;
    applyTheme(theme);
    if (theme !== 'system') return;
    return watchSystemTheme(() => applyTheme('system'));
  }, [theme, isHydrated]);

  const setTheme = (next: Theme) => {
    storeTheme(next);
    setChosen(next);
  };

  return <ThemeContext value={{ theme, setTheme }}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
