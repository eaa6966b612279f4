// The counter-example offered on a scenario page once the board is answered and something was
// wrong: the same offer as in a study session (CounterExample), with the study catalogue's texts
// loaded here, since the scenario page ships only the quiz's.
import { useEffect, useMemo, useState } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { ruleCase, type Edition } from '@/lib/engine';
import { isFamilyName } from '@/lib/generator/familyNames';
import { questionsFor } from '@/lib/quiz';
import type { AnswerEvent } from '@/lib/progress/answers';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { generate } from './quizSeam';
import { CounterExample } from './CounterExample';

interface Props {
  readonly family: string;
  readonly edition: Edition;
  readonly seed: number;
  /** This board's answers, in the order given. */
  readonly answers: readonly AnswerEvent[];
  readonly source: 'scenario' | 'lesson';
}

type Texts = { readonly counter: Record<string, unknown> };

const loadTexts = async (locale: Locale): Promise<Texts> => {
  const all = (await import(`@/messages/study/${locale}.json`)) as { default: Texts };
  return { counter: all.default.counter };
};

/** How many questions the board asks (as the page's player asks them): the offer waits until every one is answered. */
const questionCount = (family: string, seed: number, edition: Edition): number => {
  if (!isFamilyName(family)) return 0;
  const dealt = generate(family, seed, edition);
  const ruled = dealt.ok ? ruleCase(dealt.value) : null;
  return dealt.ok && ruled?.ok ? questionsFor(dealt.value, ruled.value, { mayAsk: true }).length : 0;
};

export function ScenarioCounterOffer({ family, edition, seed, answers, source }: Props) {
  const locale = toLocale(useLocale());
  const messages = useMessages();
  const timeZone = useTimeZone();
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    let live = true;
    void loadTexts(locale).then((t) => live && setTexts(t));
    return () => {
      live = false;
    };
  }, [locale]);
  const asked = useMemo(() => questionCount(family, seed, edition), [family, seed, edition]);
  // The first wrong answer a counter-example can speak to, once the whole board is answered.
  const wrong = answers.length >= asked ? answers.find((a) => !a.right && (a.ask === 'status' || a.ask === 'transfer')) : undefined;
  if (!texts || !wrong || (wrong.ask !== 'status' && wrong.ask !== 'transfer')) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...messages, study: { ...(typeof messages.study === 'object' ? messages.study : {}), ...texts } }} timeZone={timeZone}>
      <CounterExample family={family} seed={seed} edition={edition} field={wrong.ask} source={source} />
    </NextIntlClientProvider>
  );
}
