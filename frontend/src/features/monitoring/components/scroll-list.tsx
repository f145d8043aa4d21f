import type { ReactNode } from 'react';

/** Spec: each tab's rows in a 600 px scroll area. */
export function ScrollList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="h-[600px] overflow-y-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  );
}

/** The loading or empty text of a list, in the list's place. */
export function ListMessage({ children }: { children: ReactNode }) {
  return <p className="py-10 text-center text-sm text-muted-foreground">{children}</p>;
}

/** The rows of a list, one under the other. */
export function RowList({ children }: { children: ReactNode }) {
  return <ul className="divide-y">{children}</ul>;
}
