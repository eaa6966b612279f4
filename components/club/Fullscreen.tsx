// The projector window (the single-room screen and the live room screen) usually runs full screen:
// F, or a small button in a corner, toggles it.
import { useEffect } from 'react';
import styles from './club.module.css';

export const toggleFullscreen = (): void => {
  if (document.fullscreenElement) void document.exitFullscreen?.();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
};

/** F (without Ctrl, Cmd or Alt) toggles full screen while the window is open. */
export const useFullscreenKey = (): void => {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey && !e.altKey) toggleFullscreen();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};

export const FullscreenButton = ({ label }: { readonly label: string }) => (
  <button type="button" className={styles.fullscreen} onClick={toggleFullscreen}>
    {label}
  </button>
);
