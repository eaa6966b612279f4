// The table's animation (cards flying by layoutId from hand to trick to pile, the transferred
// tricks) is not needed to draw the board: framer-motion arrives in its own chunk after the page's
// load event. Until then cards are plain elements in place, which is all the first paint needs;
// once it is there the table is drawn again with animated cards. Pages without a table load no
// framer-motion at all.
import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { afterLoad } from '@/components/layout/afterLoad';

type Framer = typeof import('./framer');

let framer: Framer | null = null;
let loading: Promise<Framer> | null = null;
/** One fetch for every table on the page. */
const loadFramer = (): Promise<Framer> => (loading ??= afterLoad().then(() => import('./framer').then((f) => (framer = f))));

const MotionContext = createContext<Framer | null>(null);

/** framer-motion's `m` once it has arrived, else null (draw a plain element). */
export const useMotion = (): Framer['m'] | null => useContext(MotionContext)?.m ?? null;

export function TableMotion({ children }: { readonly children: ReactNode }) {
  const scope = useId();
  // Loaded already (a second board, client-side navigation): animate from the first render.
  const [f, setF] = useState<Framer | null>(framer);
  useEffect(() => {
    if (f) return;
    let live = true;
    void loadFramer().then((x) => live && setF(x));
    return () => {
      live = false;
    };
  }, [f]);
  return <MotionContext.Provider value={f}>{f ? <f.TableAnimation scope={scope}>{children}</f.TableAnimation> : children}</MotionContext.Provider>;
}
