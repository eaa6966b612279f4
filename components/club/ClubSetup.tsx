// The presenter picks the evening: an edition, then a lesson topic or families one by one.
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { EDITIONS, type Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import type { EditionFamilies } from './families';
import styles from './club.module.css';

export interface Topic {
  readonly slug: string;
  readonly title: string;
  readonly families: readonly FamilyName[];
}

interface Props {
  /** Per edition, easiest first (./families.ts, worked out when the page is built). */
  readonly families: EditionFamilies;
  readonly topics: readonly Topic[];
  readonly initialEdition: Edition;
  readonly onStart: (families: FamilyName[], edition: Edition) => void;
  /** The same evening live, with the room answering on its phones. */
  readonly onStartLive?: (families: FamilyName[], edition: Edition) => void;
}

export const ClubSetup = ({ families, topics, initialEdition, onStart, onStartLive }: Props) => {
  const t = useTranslations('study.club');
  const tLive = useTranslations('club');
  const tRoot = useTranslations();
  const [edition, setEdition] = useState<Edition>(initialEdition);
  const [chosen, setChosen] = useState<ReadonlySet<FamilyName>>(new Set());
  const [topic, setTopic] = useState('');
  const available = families[edition];
  const picked = available.filter((f) => chosen.has(f.name)).map((f) => f.name);
  const levels = [...new Set(available.map((f) => f.difficulty))];

  const pickTopic = (slug: string) => {
    setTopic(slug);
    const tp = topics.find((x) => x.slug === slug);
    if (tp) setChosen(new Set(tp.families));
  };
  const toggle = (f: FamilyName) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(f)) next.delete(f);
      else next.add(f);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (picked.length > 0) onStart(picked, edition);
  };

  return (
    <form className={styles.setup} onSubmit={submit}>
      <fieldset>
        <legend>{t('setupEdition')}</legend>
        <div className={styles.choices}>
          {EDITIONS.map((e) => (
            <label key={e}>
              <input type="radio" name="edition" value={e} checked={edition === e} onChange={() => setEdition(e)} /> {t('editionLaws', { edition: e })}
            </label>
          ))}
        </div>
      </fieldset>
      {topics.length > 0 && (
        <label className={styles.topic}>
          {t('setupTopic')}{' '}
          <select value={topic} onChange={(e) => pickTopic(e.target.value)}>
            <option value="">{t('setupTopicNone')}</option>
            {topics.map((tp) => (
              <option key={tp.slug} value={tp.slug}>
                {tp.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset>
        <legend>{t('setupFamilies')}</legend>
        {levels.map((level) => (
          <div key={level} className={styles.level}>
            <h3>{tRoot('scenarios.difficulty', { level })}</h3>
            <ul className={styles.familyList}>
              {available
                .filter((f) => f.difficulty === level)
                .map((f) => (
                  <li key={f.name}>
                    <label>
                      <input type="checkbox" checked={chosen.has(f.name)} onChange={() => toggle(f.name)} /> {tRoot(`families.${f.name}.title`)}
                    </label>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </fieldset>
      <p className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={picked.length === 0}>
          {t('start', { count: picked.length })}
        </button>
        {onStartLive && (
          <button type="button" className="button" disabled={picked.length === 0} onClick={() => onStartLive(picked, edition)}>
            {tLive('startLive', { count: picked.length })}
          </button>
        )}
      </p>
    </form>
  );
};
