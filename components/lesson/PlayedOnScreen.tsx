// On paper a board cannot be played: the print shows its deal as a diagram instead (lesson.module.css).
import type { ReactNode } from 'react';
import type { CaseFile } from '@/lib/engine';
import { Diagram } from './Diagram';
import styles from './lesson.module.css';

export function PlayedOnScreen({ caseFile, children }: { caseFile: CaseFile; children: ReactNode }) {
  return (
    <>
      <div className={styles.screenOnly}>{children}</div>
      <div className={styles.printOnly}>
        <Diagram deal={caseFile.deal} contract={caseFile.contract} declarer={caseFile.declarer} vulnerable={caseFile.vulnerable} />
      </div>
    </>
  );
}
