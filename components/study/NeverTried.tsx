// Families of the edition the learner has never met, each a link to its first board.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import { scenarioPath } from '@/components/quiz/scenarioPath';
import styles from './study.module.css';
import { useFamilyTitle } from './useFamilyTitle';

export const NeverTried = ({ families, edition }: { families: readonly FamilyName[]; edition: Edition }) => {
  const t = useTranslations('study.neverTried');
  const familyTitle = useFamilyTitle();
  return (
    <section aria-labelledby="never-heading" className={styles.panel}>
      <h2 id="never-heading">{t('heading', { count: families.length, edition })}</h2>
      {families.length === 0 ? (
        <p>{t('none', { edition })}</p>
      ) : (
        <ul className={styles.chips}>
          {families.map((f) => (
            <li key={f}>
              <Link href={scenarioPath(f, edition, 1)}>{familyTitle(f)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
