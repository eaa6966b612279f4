// The learner's most common mistakes, each named as a director would, with the lesson section
// that teaches the point and a board of the same kind to try again.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CommonMistake } from '@/lib/progress/analysis';
import { scenarioPath } from '@/components/quiz/scenarioPath';
import { lessonHref, type LessonMap } from './lessonLink';
import styles from './study.module.css';

export const CommonMistakes = ({ mistakes, lessons }: { mistakes: readonly CommonMistake[]; lessons: LessonMap }) => {
  const t = useTranslations('study.mistakes');
  return (
    <section aria-labelledby="mistakes-heading" className={styles.panel}>
      <h2 id="mistakes-heading">{t('heading')}</h2>
      {mistakes.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ol className={styles.mistakes}>
          {mistakes.map((m) => (
            <li key={`${m.kind}-${m.law ?? ''}`}>
              <p>
                <strong>{t(`kind.${m.kind}`)}</strong> {m.law && <span className={styles.law}>{t('law', { law: m.law })}</span>} · {t('count', { count: m.count })}
              </p>
              <p className={styles.links}>
                <Link href={lessonHref(lessons, m.section)}>{t('read', { lesson: lessons[m.section.lesson]?.title ?? m.section.lesson })}</Link>
                {m.example.family && m.example.seed !== null && (
                  <>
                    {' · '}
                    <Link href={scenarioPath(m.example.family, m.example.edition, m.example.seed + 1)}>{t('tryAnother')}</Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
