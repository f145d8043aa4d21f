import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { useTheme } from './theme-provider.tsx';
import type { Theme } from '../../lib/theme.ts';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const NAMES: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/**
 * Cycles light → dark → system; the label says the current theme and what a press does. The three icons are all
 * there and CSS shows the one of `data-theme` on <html> (index.css), which the inline script in index.html sets
 * before the first paint: a prerendered page (built without the visitor's choice) shows the right one from the
 * start.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const next = NEXT[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={() => setTheme(next)}
      aria-label={`Theme: ${NAMES[theme]}. Switch to ${NAMES[next].toLowerCase()} theme`}
      title={`Theme: ${NAMES[theme]}`}
      data-theme-choice={theme}
    >
      {(Object.keys(ICONS) as Theme[]).map((choice) => {
        const Icon = ICONS[choice];
        return <Icon key={choice} data-theme-icon={choice} aria-hidden="true" />;
      })}
    </Button>
  );
}
