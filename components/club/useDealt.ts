// The evening's boards dealt in this browser from the seeds in the room view (lib/live/plan), once
// each: the same deal, ruling and questions the server planned. `deal` is lib/live/plan's
// dealBoard from a kit fetched after the load event (components/layout/Deferred); until it is there, no board.
import { useMemo } from 'react';
import type { DealtBoard, dealBoard } from '@/lib/live/plan';
import type { RoomView } from '@/lib/live/view';

export const useDealt = (room: RoomView | null, deal: typeof dealBoard | null): readonly (DealtBoard | null)[] => {
  const key = room ? room.boards.map((b) => `${b.family}/${b.edition}/${b.seed}`).join(',') : '';
  return useMemo(
    () =>
      room && deal
        ? room.boards.map((b) => {
            const d = deal(b.family, b.edition, b.seed);
            return d.ok ? d.value : null;
          })
        : [],
    // The boards never change within an evening; the key stands for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, deal],
  );
};
