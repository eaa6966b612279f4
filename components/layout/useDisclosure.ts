// A menu in the header (<details>) closes when the page changes, on Escape (focus back on its
// summary) and on a click elsewhere, as menus in other apps do.
import { useEffect, useRef } from 'react';
import Router from 'next/router';

export const useDisclosure = <T extends HTMLDetailsElement>() => {
  const ref = useRef<T>(null);
  useEffect(() => {
    const close = () => {
      if (ref.current) ref.current.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      const el = ref.current;
      if (e.key !== 'Escape' || !el?.open) return;
      el.open = false;
      el.querySelector('summary')?.focus();
    };
    const onClick = (e: MouseEvent) => {
      const el = ref.current;
      if (el?.open && e.target instanceof Node && !el.contains(e.target)) el.open = false;
    };
    Router.events.on('routeChangeComplete', close);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      Router.events.off('routeChangeComplete', close);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return ref;
};
