// The presenter's row of boards (a live evening's and the single-room evening's): one button a
// board, the one on the screen marked current, a press going to that board.
import styles from './club.module.css';

interface Props {
  /** The list's name for a screen reader ("Boards"). */
  readonly label: string;
  /** Each board's button text, in order. */
  readonly boards: readonly string[];
  readonly current: number;
  readonly onGoto: (board: number) => void;
}

export const BoardList = ({ label, boards, current, onGoto }: Props) => (
  <nav aria-label={label} className={styles.boardList}>
    <ol>
      {boards.map((text, i) => (
        <li key={i}>
          <button type="button" className="button" aria-current={i === current ? 'true' : undefined} onClick={() => onGoto(i)}>
            {text}
          </button>
        </li>
      ))}
    </ol>
  </nav>
);
