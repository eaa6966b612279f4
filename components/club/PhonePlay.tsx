// A player's phone during the evening: the question in the player's language with big answer
// buttons, the board if wanted, the room's answers and the right one on reveal, then the ruling
// step by step. Without a projector the phone alone is enough to follow.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { renderStep } from '@/lib/i18n/explain';
import { toLocale } from '@/lib/i18n/locales';
import { useLooseT } from '@/components/quiz/useLooseT';
import type { DealtBoard } from '@/lib/live/plan';
import { questionKey } from '@/lib/live/session';
import type { PlayerView, RoomView } from '@/lib/live/view';
import { Distribution } from './Distribution';
import { LiveTable } from './LiveTable';
import { Scoreboard } from './Scoreboard';
import { Situation } from './Situation';
import { useLiveText } from './useLiveText';
import styles from './club.module.css';

interface Props {
  readonly room: RoomView;
  readonly you: PlayerView;
  readonly board: DealtBoard | null;
  readonly pending: string | null;
  readonly notice: string | null;
  readonly onAnswer: (question: number, choice: string) => void;
}

export const PhonePlay = ({ room, you, board, pending, notice, onAnswer }: Props) => {
  const t = useTranslations('club');
  const text = useLiveText();
  const root = useLooseT();
  const locale = toLocale(useLocale());
  const [showBoard, setShowBoard] = useState(false);
  const stop = board?.plan.stops[room.stop];
  const q = room.current;
  const mine = q ? you.answers[questionKey(room.board, q.question)] : undefined;


  return (
    <div className={styles.phone}>
      <p className={styles.phoneHeader}>
        <strong>{you.nickname}</strong> · {t('phone.boardOf', { number: room.board + 1, total: room.boards.length })}
      </p>
      {room.ended ? (
        <p className={styles.phoneMessage}>{t('phone.ended')}</p>
      ) : (
        <>
          {stop?.kind === 'play' && <p className={styles.phoneMessage}>{t('phone.waiting', { nickname: you.nickname })}</p>}
          {q && board && (
            <section aria-labelledby="phone-question" className={styles.phoneQuestion}>
              <Situation board={board} />
              <h2 id="phone-question">{text.ask(q.ask)}</h2>
              {q.state === 'revealed' ? (
                <>
                  <p className={styles.verdict} role="status">
                    {mine === undefined ? t('phone.notAnswered') : q.right?.includes(mine) ? t('phone.right') : t('phone.wrong')}{' '}
                    {mine !== undefined && t('phone.yourAnswer', { answer: text.option(q.ask, mine) })}
                  </p>
                  <Distribution view={q} mine={mine} />
                </>
              ) : (
                <>
                  <div className={styles.choiceList} role="group" aria-labelledby="phone-question">
                    {q.options.map((o, i) => (
                      <button
                        key={o}
                        type="button"
                        className={`${styles.choice} ${mine === o ? styles.chosen : ''}`}
                        aria-pressed={mine === o}
                        disabled={q.state !== 'open' || pending !== null}
                        onClick={() => onAnswer(q.question, o)}
                      >
                        <span className={styles.answerKey} aria-hidden="true">
                          {String.fromCharCode(65 + i)}
                        </span>{' '}
                        {text.option(q.ask, o)}
                      </button>
                    ))}
                  </div>
                  <p role="status" className={styles.phoneMessage}>
                    {pending !== null ? t('phone.sending') : q.state !== 'open' ? t('phone.closed') : mine !== undefined ? t('phone.answered') : ''}
                  </p>
                </>
              )}
            </section>
          )}
          {stop?.kind === 'step' && board && (
            <section aria-labelledby="phone-step" className={styles.phoneQuestion}>
              <h2 id="phone-step">{t('phone.step', { number: stop.index + 1, total: board.ruling.steps.length })}</h2>
              {(() => {
                const r = renderStep(board.ruling.steps[stop.index], root, locale, board.plan.edition);
                return (
                  <p className={styles.activeStep}>
                    <cite>{r.law}</cite> {r.text}
                  </p>
                );
              })()}
              {room.results.map((v) => (
                <Distribution key={v.question} view={v} mine={you.answers[questionKey(room.board, v.question)]} />
              ))}
            </section>
          )}
        </>
      )}
      {notice && (
        <p role="alert" className={styles.warn}>
          {notice}
        </p>
      )}
      {room.scoreboard && <Scoreboard rows={room.scoreboard} />}
      {board && !room.ended && (
        <>
          <button type="button" className="button" aria-pressed={showBoard} onClick={() => setShowBoard((s) => !s)}>
            {showBoard ? t('phone.hideBoard') : t('phone.showBoard')}
          </button>
          {showBoard && (
            <div className={styles.phoneTable}>
              <LiveTable board={board} stop={room.stop} />
            </div>
          )}
        </>
      )}
    </div>
  );
};
