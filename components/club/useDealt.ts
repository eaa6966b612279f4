// The evening's boards dealt in this browser from the seeds in the room view (lib/live/plan), once
// each: the same deal, ruling and questions the server planned.
import { useMemo } from 'react';
import { dealBoard, type DealtBoard } from '@/lib/live/plan';
import type { RoomView } from '@/lib/live/view';

export const useDealt = (room: RoomView | null): readonly (DealtBoard | null)[] => {
  const key = room ? room.boards.map((b) => `${b.family}/${b.edition}/${b.seed}`).join(',') : '';
  return useMemo(
    () => (room ? room.boards.map((b) => {
      const d = dealBoard(b.family, b.edition, b.seed);
      return d.ok ? d.value : null;
    }) : []),
    // The boards never change within an evening; the key stands for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
};
