/**
 * First focusable element on every page: jumps keyboard users past the header. Until focused it is out of view and
 * fully transparent, shadow and ring included (a shadow reaching past the viewport's top showed as a grey smudge
 * above the logo); focused, it sits on top of the header with room around its text, a shadow and a ring in the
 * page's colour, so it reads as a button over whatever is behind it (Tailwind's not-sr-only would reset its
 * padding to 0).
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      data-skip-link=""
      className="fixed top-2 left-2 z-50 -translate-y-[calc(100%+2rem)] rounded-md bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground opacity-0 focus:translate-y-0 focus:opacity-100 focus:shadow-lg focus:ring-2 focus:ring-background"
    >
      Skip to content
    </a>
  );
}
