import type { ReactNode } from 'react';

/** The band at the top of a public page that holds its heading (`.page-hero`, web/styles/base.css). */
export function PageHero({ children }: { children: ReactNode }) {
  return (
    <header className="page-hero">
      <div className="container">
        <h1>{children}</h1>
      </div>
    </header>
  );
}
