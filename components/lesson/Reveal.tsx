// A block hidden on screen until opened, always printed (lesson.module.css @media print):
// model answers and teacher's notes.
import { useId, useState, type ReactNode } from 'react';
import styles from './lesson.module.css';

export function Reveal({ show, hide, className, children }: { show: string; hide: string; className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={className}>
      <button type="button" className={`${styles.button} ${styles.revealButton}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? hide : show}
      </button>
      <div id={id} className={styles.revealBody} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
