// /club: the presenter's window. It owns the evening and sends it whole to the projector window
// after every change; the projector answers with the keys pressed there (a clicker may be aimed at
// either window).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Edition } from '@/lib/vocab';
import type { FamilyName } from '@/lib/generator/familyNames';
import type { FamilyInfo } from '@/lib/progress/schedule';
import { useSettings } from '@/components/settings/SettingsContext';
import { applyCommand, startEvening, type ClubMessage, type ClubState, type Command } from './deck';
import { dealBoards, type DealProblem } from './boards';
import { useClubChannel } from './useClubChannel';
import { useClubKeys } from './useClubKeys';
import { ClubSetup, type Topic } from './ClubSetup';
import { PresenterView } from './PresenterView';
import styles from './club.module.css';

interface Props {
  readonly families: readonly FamilyInfo[];
  readonly topics: readonly Topic[];
  /** Where the projector view lives, in the presenter's language. */
  readonly screenHref: string;
}

const randomSeed = (): number => Math.floor(Math.random() * 2 ** 31);

export const ClubPresenterPage = ({ families, topics, screenHref }: Props) => {
  const t = useTranslations('study.club');
  const { settings } = useSettings();
  const [evening, setEvening] = useState<ClubState | null>(null);
  const [problems, setProblems] = useState<readonly DealProblem[]>([]);
  const [screenConnected, setScreenConnected] = useState(false);

  const latest = useRef(evening);
  latest.current = evening;

  const command = useCallback((c: Command) => setEvening((s) => (s ? applyCommand(s, c) : s)), []);
  const { send, supported } = useClubChannel((m: ClubMessage) => {
    switch (m.type) {
      case 'hello':
        setScreenConnected(true);
        // The screen has just opened: it needs the evening now, not at the next change.
        send({ type: 'state', state: latest.current });
        break;
      case 'bye':
        setScreenConnected(false);
        break;
      case 'command':
        command(m.command);
        break;
      case 'state':
        break;
    }
  });

  useEffect(() => {
    send({ type: 'state', state: evening });
  }, [evening, send]);
  useClubKeys(command, evening !== null);

  const start = (chosen: FamilyName[], edition: Edition) => {
    const dealt = dealBoards(chosen, edition, randomSeed);
    setProblems(dealt.problems);
    if (dealt.boards.length > 0) setEvening(startEvening(dealt.boards));
  };
  const openScreen = () => window.open(screenHref, 'revoke-trainer-club-screen', 'popup');

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      {!supported && (
        <p role="alert" className={styles.warn}>
          {t('noChannel')}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className={styles.warn}>
          {problems.map((p) => (
            <p key={p.family}>{t('dealProblem', { family: p.family, code: p.code })}</p>
          ))}
        </div>
      )}
      <div className={styles.presenterBar}>
        <button type="button" onClick={openScreen}>
          {t('openScreen')}
        </button>
        <span role="status" className={screenConnected ? styles.connected : styles.notConnected}>
          {screenConnected ? t('screenConnected') : t('screenNotConnected')}
        </span>
      </div>
      {evening === null ? (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          <ClubSetup families={families} topics={topics} initialEdition={settings.edition} onStart={start} />
        </>
      ) : (
        <PresenterView state={evening} onCommand={command} onEnd={() => setEvening(null)} />
      )}
    </div>
  );
};
