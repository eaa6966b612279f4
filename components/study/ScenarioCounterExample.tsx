// The counter-example offer on a scenario page (/scenarios/<family>/<edition>?seed=N). The page's
// player belongs to the quiz, so this listens for the answers it records (lib/progress/record
// ANSWER_RECORDED) instead of taking them from the page. Only this listener is in the page's
// bundle: the offer, its generator work and its texts are loaded once an answer has been given,
// long after the page's load event.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { Edition } from '@/lib/engine';
import type { AnswerEvent } from '@/lib/progress/answers';
// The event's name only: the record itself (store, schemas) stays out of the page's first JavaScript.
import { ANSWER_RECORDED } from '@/lib/progress/events';

interface Props {
  readonly family: string;
  readonly edition: Edition;
  readonly seed: number;
  /** Whose player this sits under: a scenario page, or a lesson's board (a generated family too). */
  readonly source?: 'scenario' | 'lesson';
}

const Offer = dynamic(() => import('./ScenarioCounterOffer').then((m) => m.ScenarioCounterOffer), { ssr: false });

export function ScenarioCounterExample({ family, edition, seed, source = 'scenario' }: Props) {
  const [answers, setAnswers] = useState<readonly AnswerEvent[]>([]);
  useEffect(() => {
    const onAnswer = (e: Event) => {
      const a = (e as CustomEvent<AnswerEvent>).detail;
      // This board's own answers only: a counter-example played below records with family null.
      if (a.source === source && a.family === family && a.edition === edition && a.seed === seed) setAnswers((all) => [...all, a]);
    };
    window.addEventListener(ANSWER_RECORDED, onAnswer);
    return () => window.removeEventListener(ANSWER_RECORDED, onAnswer);
  }, [family, edition, seed, source]);
  if (!answers.some((a) => !a.right)) return null;
  return <Offer family={family} edition={edition} seed={seed} answers={answers} source={source} />;
}
