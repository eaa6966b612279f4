// /club: the presenter's window. It owns the evening and sends it whole to the projector window
// after every change; the projector answers with the keys pressed there (a clicker may be aimed at
// either window). Dealing and the presenter's view of a board come after the load event
// (./presenterKit.ts): the setup needs neither.
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import { useSettings } from '@/components/settings/SettingsContext';
import { randomSeed } from '@/components/quiz/scenarioPath';
import { applyCommand, startEvening, type ClubMessage, type ClubState, type Command } from './deck';
import type { DealProblem } from './boards';
import { afterLoad } from '@/components/layout/afterLoad';
import { DeferredPlaceholder } from '@/components/layout/Deferred';
import type { EditionFamilies } from './families';
import { useClubChannel } from './useClubChannel';
import { SAVED_EVENING_KEY, makeSavedEvening, parseSavedEvening, restoreEvening, type SavedEvening } from './saved';
import { useClubKeys } from './useClubKeys';
import { useLatest } from './useLatest';
import { writeLiveRequest } from './storage';
import { ClubSetup, type Topic } from './ClubSetup';
import styles from './club.module.css';

interface Props {
  readonly families: EditionFamilies;
  readonly topics: readonly Topic[];
  /** Where the projector view lives, in the presenter's language. */
  readonly screenHref: string;
  /** Where a live evening with phones is run, in the presenter's language. */
  readonly liveHref?: string;
}

// sessionStorage can be missing or refuse writes (private modes): the evening then just is not kept.
const readSession = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const writeSession = (key: string, value: string | null): void => {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // not kept
  }
};

const loadPresenterKit = () => import('./presenterKit');
type PresenterKit = Awaited<ReturnType<typeof loadPresenterKit>>;

/** What waits for the kit: the evening saved before a reload, or the one the presenter just chose. */
type Wanted = { readonly kind: 'restore'; readonly saved: SavedEvening } | { readonly kind: 'start'; readonly families: FamilyName[]; readonly edition: Edition };

export const ClubPresenterPage = ({ families, topics, screenHref, liveHref }: Props) => {
  const t = useTranslations('study.club');
  const tRoot = useTranslations();
  const { settings } = useSettings();
  const [evening, setEvening] = useState<ClubState | null>(null);
  const [problems, setProblems] = useState<readonly DealProblem[]>([]);
  const [screenConnected, setScreenConnected] = useState(false);

  const latest = useLatest(evening);

  const command = useCallback((c: Command) => setEvening((s) => (s ? applyCommand(s, c) : s)), []);
  const { send, supported } = useClubChannel((m: ClubMessage, reply) => {
    switch (m.type) {
      case 'hello':
        setScreenConnected(true);
        // The screen has just opened: it needs the evening now, not at the next change.
        reply({ type: 'state', state: latest.current });
        break;
      case 'bye':
        setScreenConnected(false);
        break;
      case 'command':
        command(m.command);
        break;
      case 'state':
      case 'ping':
        break;
    }
  });

  // Ask once whether a screen is already open: its hello may have gone out before we listened.
  useEffect(() => send({ type: 'ping' }), [send]);

  useEffect(() => {
    send({ type: 'state', state: evening });
  }, [evening, send]);

  const [kit, setKit] = useState<PresenterKit | null>(null);
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const [failed, setFailed] = useState(false);

  // Deal when the kit is here: at once if it already is, else as soon as it arrives.
  const run = useCallback((w: Wanted) => {
    setWanted(w);
    setFailed(false);
    loadPresenterKit().then(
      (k) => {
        setKit(k);
        if (w.kind === 'restore') {
          const { saved } = w;
          // An evening has one edition (ClubSetup); the first board's stands for all.
          const dealt = k.dealBoards(saved.boards.map((b) => b.family), saved.boards[0].edition, (i) => saved.boards[i].seed);
          const restored = restoreEvening(saved, dealt.boards);
          if (restored) setEvening(restored);
        } else {
          const dealt = k.dealBoards(w.families, w.edition, randomSeed);
          setProblems(dealt.problems);
          if (dealt.boards.length > 0) setEvening(startEvening(dealt.boards));
        }
        setWanted(null);
      },
      // The choice stays on the screen; the retry deals it once the kit can be fetched.
      () => setFailed(true),
    );
  }, []);
  // Fetched after load whatever the presenter does, so Start deals at once.
  useEffect(() => {
    afterLoad()
      .then(loadPresenterKit)
      .then(setKit, () => undefined);
  }, []);
  // A reload of this window (a mis-click, a crashed tab) comes back to the same board and step.
  useEffect(() => {
    const saved = parseSavedEvening(readSession(SAVED_EVENING_KEY));
    // Storage is read after hydration (the page is prerendered), so this one set comes from an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) run({ kind: 'restore', saved });
  }, [run]);
  useEffect(() => {
    if (evening) writeSession(SAVED_EVENING_KEY, makeSavedEvening(evening));
  }, [evening]);
  const end = () => {
    writeSession(SAVED_EVENING_KEY, null);
    setEvening(null);
  };
  useClubKeys(command, evening !== null);

  const start = (chosen: FamilyName[], edition: Edition) => run({ kind: 'start', families: chosen, edition });
  // The live page deals nothing itself: the server deals the same families from these seeds.
  const startLive = (chosen: FamilyName[], edition: Edition) => {
    if (!liveHref) return;
    writeLiveRequest({ edition, boards: chosen.map((family) => ({ family, seed: randomSeed() })) });
    window.location.assign(liveHref);
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
            <p key={p.family}>{t('dealProblem', { family: tRoot(`families.${p.family}.title`), code: p.code })}</p>
          ))}
        </div>
      )}
      {evening === null && <p className={styles.intro}>{t('intro')}</p>}
      <div className={styles.presenterBar}>
        <button type="button" className="button" onClick={openScreen}>
          {t('openScreen')}
        </button>
        <span role="status" className={screenConnected ? styles.connected : styles.notConnected}>
          {screenConnected ? t('screenConnected') : t('screenNotConnected')}
        </span>
      </div>
      {evening !== null && kit ? (
        <kit.PresenterView state={evening} onCommand={command} onEnd={end} />
      ) : wanted?.kind === 'restore' ? (
        <DeferredPlaceholder failed={failed} onRetry={() => run(wanted)} />
      ) : (
        <>
          <ClubSetup families={families} topics={topics} initialEdition={settings.edition} onStart={start} onStartLive={liveHref ? startLive : undefined} />
          {/* Below the form, by the Start button just pressed: above it, the news was out of view on a phone. */}
          {wanted && <DeferredPlaceholder failed={failed} onRetry={() => run(wanted)} />}
        </>
      )}
    </div>
  );
};
