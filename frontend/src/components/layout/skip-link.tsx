/**
 * First focusable element on every page: jumps keyboard users past the header. Out of view until focused, then on
 * top of the header with room around its text, a shadow and a ring in the page's colour, so it reads as a button
 * over whatever is behind it (Tailwind's not-sr-only would reset its padding to 0).
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-50 -translate-y-[calc(100%+1rem)] rounded-md bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground shadow-lg ring-2 ring-background focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
