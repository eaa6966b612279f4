// /club/screen: the projector window. It shows what the presenter's window sends and passes on
// the keys pressed here, so a clicker works whichever window has the focus. The board's view comes
// after the load event (./screenKit.ts).
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ClubMessage, ClubState, Command } from './deck';
import { useClubChannel } from './useClubChannel';
import { useClubKeys } from './useClubKeys';
import { DeferredPlaceholder, useDeferred } from '@/components/layout/Deferred';
import { FullscreenButton, useFullscreenKey } from './Fullscreen';
import styles from './club.module.css';

const loadScreenKit = () => import('./screenKit');

export const ClubScreenPage = () => {
  const t = useTranslations('study.club');
  // undefined: no word from a presenter yet; null: the presenter has not started the evening.
  const [evening, setEvening] = useState<ClubState | null | undefined>(undefined);
  const onMessage = useCallback((m: ClubMessage, reply: (m: ClubMessage) => void) => {
    if (m.type === 'state') setEvening(m.state);
    else if (m.type === 'ping') reply({ type: 'hello' });
  }, []);
  const { send, supported } = useClubChannel(onMessage);
  const { state: kit, retry } = useDeferred(loadScreenKit);

  useEffect(() => {
    send({ type: 'hello' });
    const bye = () => send({ type: 'bye' });
    window.addEventListener('pagehide', bye);
    return () => {
      window.removeEventListener('pagehide', bye);
      bye();
    };
  }, [send]);
  useClubKeys(useCallback((c: Command) => send({ type: 'command', command: c }), [send]));
  useFullscreenKey();

  if (!supported) return <p className={styles.waiting}>{t('noChannel')}</p>;
  return (
    <>
      {evening && kit.kind === 'ready' ? (
        <kit.value.ScreenView state={evening} />
      ) : evening ? (
        <DeferredPlaceholder failed={kit.kind === 'failed'} onRetry={retry} className={styles.waiting} />
      ) : (
        <div className={styles.waiting}>
          <h1>{t('title')}</h1>
          <p>{evening === undefined ? t('waitingPresenter') : t('waitingStart')}</p>
        </div>
      )}
      <FullscreenButton label={t('fullscreen')} />
    </>
  );
};
