// The newest value of a prop or callback for handlers that outlive a render (socket and key
// listeners), kept in a ref that is written after render, never during it.
import { useEffect, useRef, type RefObject } from 'react';

export const useLatest = <T,>(value: T): RefObject<T> => {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
};
