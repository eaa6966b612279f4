// /join/CODE on a phone: look the evening up, join it (or come back into it with the token kept
// on the phone), then play. Every reconnect says who the phone is again and gets the whole state.
// What playing needs (the deal, the question screen, recording answers) comes after the load event
// (./phoneKit.ts), so on weak Wi-Fi the join form is there first.
import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { EVENTS, type TransportError } from '@/lib/live/protocol';
import { questionKey, type LiveError } from '@/lib/live/session';
import type { PlayerView, RoomView } from '@/lib/live/view';
import { JoinForm } from './JoinForm';
import { DeferredPlaceholder, useDeferred } from '@/components/layout/Deferred';
import { phoneLanguage, readLanguage, readRecorded, readSeat, writeLanguage, writeRecorded, writeSeat } from './storage';
import { useDealt } from './useDealt';
import { loadSocketClient, useLive, type LiveApi } from './useLive';
import { useLatest } from './useLatest';
import { useLiveText } from './useLiveText';
import styles from './club.module.css';

type Failure = LiveError | TransportError;
/** Errors that mean this code will never work: no form, just the message and a way to another code. */
const FATAL: readonly Failure[] = ['code-unknown', 'session-expired', 'session-ended'];

// The kit (deal, board screen: the larger chunk) is asked for once socket.io's client is there, not
// beside it: on a weak Wi-Fi the two shared the bandwidth, and the connection (which the join form
// waits for) started only when both had come. A client that cannot be fetched fails the kit too;
// its retry fetches both again.
const loadPhoneKit = () => loadSocketClient().then(() => import('./phoneKit'));

export const PhonePage = ({ code }: { code: string }) => {
  const t = useTranslations('club');
  const text = useLiveText();
  const router = useRouter();
  const locale = toLocale(useLocale());
  const [you, setYou] = useState<PlayerView | null>(null);
  const [fatal, setFatal] = useState<Failure | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const localeRef = useLatest(locale);

  const hello = useCallback(
    ({ send, setRoom }: LiveApi) => {
      const seat = readSeat(code);
      const back = seat
        ? send<{ you: PlayerView; room: RoomView }>(EVENTS.rejoin, { code, token: seat.token, locale: localeRef.current })
        : Promise.resolve(null);
      void back.then(async (r) => {
        if (r?.ok) {
          setYou(r.you);
          setRoom(r.room);
        } else {
          if (r && r.error === 'not-a-player') writeSeat(code, null);
          // Not (or no longer) in the room: watch it, which also tells whether the code is good.
          const w = await send<{ room: RoomView }>(EVENTS.watch, { code });
          if (w.ok) setRoom(w.room);
          else if (FATAL.includes(w.error)) setFatal(w.error);
          else setNotice(text.error(w.error, { code }));
        }
        setReady(true);
      });
    },
    // text is a fresh object each render; the code is what matters here
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [code],
  );
  const { room, connected, send, setRoom, failed: noClient, retry: retryClient } = useLive(hello);
  const { state: kit, retry } = useDeferred(loadPhoneKit);
  const dealt = useDealt(room, kit.kind === 'ready' ? kit.value.dealBoard : null);
  const board = room ? (dealt[room.board] ?? null) : null;

  // The phone's own language, unless the player chose one here before.
  useEffect(() => {
    const wanted = readLanguage() ?? phoneLanguage();
    if (wanted && wanted !== locale) void router.replace(router.asPath, router.asPath, { locale: wanted });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const chooseLanguage = (l: Locale) => {
    writeLanguage(l);
    void router.replace(router.asPath, router.asPath, { locale: l });
  };
  // A player already in the room who switches language tells the server (the teacher's CSV shows it).
  useEffect(() => {
    if (you && you.locale !== locale && connected) void send<{ you: PlayerView }>(EVENTS.locale, { locale }).then((r) => r.ok && setYou(r.you));
  }, [you, locale, connected, send]);

  const join = async (nickname: string) => {
    setBusy(true);
    setFormError(null);
    const r = await send<{ token: string; you: PlayerView; room: RoomView }>(EVENTS.join, { code, nickname, locale });
    setBusy(false);
    if (!r.ok) {
      if (FATAL.includes(r.error)) setFatal(r.error);
      else setFormError(text.error(r.error, { code, nickname: nickname.trim() }));
      return;
    }
    writeSeat(code, { token: r.token, nickname: r.you.nickname });
    setYou(r.you);
    setRoom(r.room);
  };

  const answer = async (question: number, choice: string) => {
    if (!room) return;
    setPending(choice);
    setNotice(null);
    const r = await send<{ you: PlayerView }>(EVENTS.answer, { board: room.board, question, choice });
    setPending(null);
    if (r.ok) setYou(r.you);
    else setNotice(text.error(r.error, { code }));
  };

  // The presenter asked the question again (reset): nobody has an answer to it, so neither has this
  // phone, whatever it was told when it answered.
  const shownYou: PlayerView | null =
    you && room?.current?.state === 'open' && room.current.answered === 0
      ? { ...you, answers: Object.fromEntries(Object.entries(you.answers).filter(([k]) => k !== questionKey(room.board, room.current!.question))) }
      : you;

  // Each answer goes into the player's own progress once, when the reveal grades it.
  useEffect(() => {
    if (!room || !you || !board || kit.kind !== 'ready') return;
    const { recordAnswer } = kit.value;
    const recorded = readRecorded(code);
    const fresh = room.results.filter((v) => {
      const key = questionKey(room.board, v.question);
      return you.answers[key] !== undefined && !recorded.includes(key);
    });
    if (fresh.length === 0) return;
    for (const v of fresh) {
      const key = questionKey(room.board, v.question);
      const q = board.plan.questions[v.question];
      const chosen = you.answers[key];
      const right = q.right.includes(chosen);
      recordAnswer({
        source: 'club', family: board.plan.family, edition: board.plan.edition, seed: board.plan.seed, ask: q.ask, law: q.law,
        chosen, answer: q.answer, right, mistake: right ? null : (q.mistakes[chosen] ?? null), at: Date.now(),
      });
    }
    writeRecorded(code, [...recorded, ...fresh.map((v) => questionKey(room.board, v.question))]);
  }, [room, you, board, code, kit]);

  const leave = () => {
    writeSeat(code, null);
    setYou(null);
    void router.push('/join');
  };

  if (fatal) {
    return (
      <div className={styles.phone}>
        <p role="alert" className={styles.warn}>
          {text.error(fatal, { code })}
        </p>
        <a className="button" href={`${locale === 'en' ? '' : `/${locale}`}/join`}>
          {t('join.heading')}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.phoneWrap}>
      {!connected && ready && (
        <p role="status" className={styles.offline}>
          {text.error('offline')}
        </p>
      )}
      {noClient ? (
        <DeferredPlaceholder failed onRetry={retryClient} />
      ) : !ready ? (
        <p role="status">{readSeat(code) ? t('join.rejoining') : t('room.waiting')}</p>
      ) : you && room ? (
        <>
          {kit.kind === 'ready' ? (
            <kit.value.PhonePlay room={room} you={shownYou ?? you} board={board} pending={pending} notice={notice} onAnswer={(q, c) => void answer(q, c)} />
          ) : (
            <DeferredPlaceholder failed={kit.kind === 'failed'} onRetry={retry} className={styles.phone} />
          )}
          <button type="button" className={`button ${styles.leave}`} onClick={leave}>
            {t('join.leave')}
          </button>
        </>
      ) : (
        <>
          <JoinForm code={code} locale={locale} initialNickname={readSeat(code)?.nickname ?? ''} error={formError} busy={busy || !connected} onLanguage={chooseLanguage} onJoin={(n) => void join(n)} />
          {notice && (
            <p role="alert" className={styles.warn}>
              {notice}
            </p>
          )}
        </>
      )}
    </div>
  );
};
