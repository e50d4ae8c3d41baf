import type { ReactNode } from 'react';

/** The standard content column of a page. */
export function PageSection({
  children,
  narrow = false,
  labelledBy,
}: {
  children: ReactNode;
  narrow?: boolean;
  labelledBy?: string;
}) {
  return (
    <section
      className={narrow ? 'rd-page rd-page--narrow' : 'rd-page'}
      aria-labelledby={labelledBy}
    >
      {children}
    </section>
  );
}
