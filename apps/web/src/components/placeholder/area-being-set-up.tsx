import type { ReactNode } from 'react';

export interface AreaBeingSetUpProps {
  /** The page heading. */
  title: string;
  /** The area's name in the sentence "{area} is being set up." */
  area: string;
  /** What the page will offer, in a sentence. */
  children?: ReactNode;
}

/** A page whose content comes later: it says plainly that its area is being set up. */
export const AreaBeingSetUp = ({ title, area, children }: AreaBeingSetUpProps) => (
  <div className="page">
    <h1>{title}</h1>
    <p className="page__lead" data-testid="area-being-set-up">
      {area} is being set up.
    </p>
    {children ? <p>{children}</p> : null}
  </div>
);
