// A board goes elsewhere: a PBN file to download, and the board in BBO's handviewer.
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { CaseFile } from '@/lib/engine';
import { caseToPbn, handviewerUrl } from '@/lib/formats/convert';
import { downloadText } from '@/components/study/download';
import styles from './formats.module.css';

/** The file name a downloaded board gets: its board number where it has one. */
export const pbnFileName = (c: CaseFile): string => `revoke-board${c.board ? `-${c.board}` : ''}.pbn`;

export function ExportLinks({ caseFile }: { caseFile: CaseFile }) {
  const t = useTranslations('formats.export');
  const pbn = useMemo(() => caseToPbn(caseFile), [caseFile]);
  const bbo = useMemo(() => handviewerUrl(caseFile), [caseFile]);
  if (!pbn.ok || !bbo.ok) {
    const text = !pbn.ok ? pbn.error.text : !bbo.ok ? bbo.error.text : '';
    return <p className={styles.note}>{t('unavailable', { text })}</p>;
  }
  return (
    <section className={styles.export} aria-labelledby="export-heading">
      <h2 id="export-heading">{t('heading')}</h2>
      <button type="button" className={styles.button} onClick={() => downloadText(pbnFileName(caseFile), pbn.value, 'application/x-pbn;charset=utf-8')}>
        {t('pbn')}
      </button>
      <a className={styles.button} href={bbo.value} target="_blank" rel="noopener noreferrer">
        {t('bbo')} <span className={styles.note}>({t('bboNote')})</span>
      </a>
    </section>
  );
}
