// The scenario families by difficulty; each starts a random board at a shareable address.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { FAMILIES, type FamilyInfo } from '@/lib/generator';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { useSettings } from '@/components/settings/SettingsContext';
import { EditionPicker } from '@/components/layout/EditionPicker';
import { randomFamily, randomSeed, scenarioPath } from '@/components/quiz/scenarioPath';

interface Props {
  readonly families: readonly Pick<FamilyInfo, 'name' | 'editions' | 'difficulty'>[];
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => ({
  props: { messages: loadMessages(toLocale(locale), ['scenarios', 'families']), families: FAMILIES.map(({ name, editions, difficulty }) => ({ name, editions: [...editions], difficulty })) },
});

export default function Scenarios({ families }: Props) {
  const t = useTranslations('scenarios');
  const tf = useTranslations('families');
  const router = useRouter();
  const { settings, update } = useSettings();
  const ts = useTranslations('settings');
  const levels = [...new Set(families.map((f) => f.difficulty))].sort();
  return (
    <main className="page scenarios">
      <Head>
        <title>{t('title')}</title>
      </Head>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <EditionPicker inline />
      <p className="scenarios__edition">{t('editionNote', { edition: settings.edition })}</p>
      {levels.map((level) => (
        <section key={level} aria-labelledby={`level-${level}`}>
          <h2 id={`level-${level}`}>{t('difficulty', { level: String(level) })}</h2>
          {(() => {
            // A board from a random family of this level, its teaching point hidden until the prediction.
            const pool = families.filter((f) => f.difficulty === level && f.editions.includes(settings.edition));
            return pool.length > 0 ? (
              <button type="button" className="button scenarios__mystery" onClick={() => void router.push(scenarioPath(randomFamily(pool).name, settings.edition, randomSeed(), true))}>
                {t('mystery', { level: String(level) })}
              </button>
            ) : null;
          })()}
          <ul className="families">
            {families
              .filter((f) => f.difficulty === level)
              .map((f) => {
                const available = f.editions.includes(settings.edition);
                const title = tf(`${f.name}.title` as never);
                return (
                  <li key={f.name} id={f.name} className={`family ${available ? '' : 'is-unavailable'}`}>
                    <h3>{title}</h3>
                    {/* The teaching point names the ruling, so it waits behind a click until the learner wants it (issue 9). */}
                    <details className="family__point">
                      <summary>{t('teachingPoint')}</summary>
                      <p>{tf(`${f.name}.description` as never)}</p>
                    </details>
                    {available ? (
                      <button type="button" className="button button--primary" aria-label={t('playFamily', { family: title })} onClick={() => void router.push(scenarioPath(f.name, settings.edition, randomSeed()))}>
                        {t('play')}
                      </button>
                    ) : (
                      <p className="family__note">
                        {t('notInEdition', { edition: settings.edition })}{' '}
                        {f.editions.map((e) => (
                          <button key={e} type="button" className="button button--link" onClick={() => update({ edition: e })}>
                            {t('switchEdition', { edition: ts('editionOption', { edition: e }) })}
                          </button>
                        ))}
                      </p>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </main>
  );
}
