// Everything the table takes from framer-motion, in one chunk that Motion.tsx fetches after the
// page's load event: `m` components under LazyMotion (strict: a full `motion` component is
// refused), the reader's reduced-motion setting, and one layout group per table, so the cards of
// several tables on one page (a lesson) never fly between them.
import type { ReactNode } from 'react';
import { LayoutGroup, LazyMotion, MotionConfig, domMax } from 'framer-motion';

export { m } from 'framer-motion';

export function TableAnimation({ scope, children }: { readonly scope: string; readonly children: ReactNode }) {
  return (
    <LazyMotion features={domMax} strict>
      <MotionConfig reducedMotion="user">
        <LayoutGroup id={scope}>{children}</LayoutGroup>
      </MotionConfig>
    </LazyMotion>
  );
}
