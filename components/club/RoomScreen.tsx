// The projector during a live evening: the join code, address and QR code; the board played trick
// by trick; the question with how many have answered; on reveal the distribution and the right
// answer; then the worked explanation step by step, and the scoreboard when the presenter shows it.
import { useLocale, useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';
import { renderStep } from '@/lib/i18n/explain';
import { toLocale } from '@/lib/i18n/locales';
import { useLooseT } from '@/components/quiz/useLooseT';
import type { DealtBoard } from '@/lib/live/plan';
import type { RoomView } from '@/lib/live/view';
import { Distribution } from './Distribution';
import { LiveTable } from './LiveTable';
import { Scoreboard } from './Scoreboard';
import { Situation } from './Situation';
import { TricksShown } from './TricksShown';
import { useLiveText } from './useLiveText';
import styles from './club.module.css';

interface Props {
  readonly room: RoomView;
  readonly board: DealtBoard | null;
  /** Where phones join, e.g. http://192.168.1.20:3000/join. */
  readonly joinUrl: string;
}

export const JoinBlock = ({ code, joinUrl }: { code: string; joinUrl: string }) => {
  const t = useTranslations('club');
  const url = `${joinUrl}/${code}`;
  return (
    <div className={styles.joinBlock}>
      <QRCodeSVG value={url} size={256} marginSize={2} className={styles.qr} role="img" aria-label={t('room.qr', { url })} />
      <div>
        <p className={styles.joinAt}>{t('room.joinAt', { url: joinUrl.replace(/^https?:\/\//, '') })}</p>
        <p className={styles.joinCode}>
          <span className={styles.joinCodeLabel}>{t('room.code')}</span> <strong data-testid="join-code">{code}</strong>
        </p>
      </div>
    </div>
  );
};

export const RoomScreen = ({ room, board, joinUrl }: Props) => {
  const t = useTranslations('club');
  const tStudy = useTranslations('study.club');
  const text = useLiveText();
  const root = useLooseT();
  const locale = toLocale(useLocale());
  const stop = board?.plan.stops[room.stop];
  const lobby = room.board === 0 && room.stop === 0;

  return (
    // The board's seed on the element: what a test or a curious teacher needs to deal it again.
    <div className={styles.liveScreen} data-board={board ? `${board.plan.family}/${board.plan.edition}/${board.plan.seed}` : undefined} data-stop={room.stop}>
      <header className={styles.liveHeader}>
        <span>{tStudy('boardOf', { number: room.board + 1, total: room.boards.length })}</span>
        <span>{tStudy('editionLaws', { edition: room.boards[room.board]?.edition ?? '2017' })}</span>
        <span>{t('room.players', { count: room.players })}</span>
      </header>
      <div className={`${styles.screenTable} ${styles.liveTable}`}>{board && <LiveTable board={board} stop={room.stop} />}</div>
      <div className={styles.liveSide} aria-live="polite">
        {room.ended ? (
          <h2 className={styles.question}>{t('room.ended')}</h2>
        ) : (
          <>
            {(lobby || stop?.kind === 'play') && <JoinBlock code={room.code} joinUrl={joinUrl} />}
            {lobby && room.joined.length > 0 && (
              <ul className={styles.joined} aria-label={t('room.players', { count: room.players })}>
                {room.joined.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
            {stop?.kind === 'play' && board && <TricksShown board={board} stop={room.stop} />}
            {(stop?.kind === 'question' || stop?.kind === 'reveal') && board && room.current && (
              <section aria-labelledby="live-question">
                <Situation board={board} />
                <h2 id="live-question" className={styles.question}>
                  {text.ask(room.current.ask)}
                </h2>
                {room.current.state === 'revealed' ? (
                  <Distribution view={room.current} />
                ) : (
                  <>
                    <ol className={styles.answers}>
                      {room.current.options.map((o, i) => (
                        <li key={o} className={styles.answer}>
                          <span className={styles.answerKey} aria-hidden="true">
                            {String.fromCharCode(65 + i)}
                          </span>
                          <span className={styles.answerText}>{text.option(room.current!.ask, o)}</span>
                        </li>
                      ))}
                    </ol>
                    <p className={styles.answeredCount} data-testid="answered">
                      {t('room.answered', { count: room.current.answered, players: room.players })}
                      {' · '}
                      {room.current.state === 'open' ? t('room.open') : t('room.closed')}
                    </p>
                    {room.current.state === 'open' && <JoinBlock code={room.code} joinUrl={joinUrl} />}
                  </>
                )}
              </section>
            )}
            {stop?.kind === 'step' && board && (
              <section aria-labelledby="live-steps">
                <h2 id="live-steps" className={styles.question}>
                  {tStudy('ruling')} <span className={styles.stepCount}>{tStudy('stepOf', { number: stop.index + 1, total: board.ruling.steps.length })}</span>
                </h2>
                {/* The active step and the two before it: more would not fit at projector size. */}
                <ol className={styles.steps} start={Math.max(0, stop.index - 2) + 1}>
                  {board.ruling.steps.slice(Math.max(0, stop.index - 2), stop.index + 1).map((s, j, shown) => {
                    const r = renderStep(s, root, locale, board.plan.edition);
                    const active = j === shown.length - 1;
                    return (
                      <li key={j} className={active ? styles.activeStep : styles.pastStep} aria-current={active ? 'step' : undefined}>
                        <cite>{r.law}</cite> {r.text}
                      </li>
                    );
                  })}
                </ol>
              </section>
            )}
          </>
        )}
        {room.scoreboard && <Scoreboard rows={room.scoreboard} />}
      </div>
    </div>
  );
};
