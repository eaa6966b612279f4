// One generated board at a stable address: /scenarios/<family>/<edition>/<seed>. The board is dealt
// on the server the first time the address is asked for (generation is pure), then cached.
import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { generateScenario } from '@/lib/generator';
import { editionsOf, isFamilyName } from '@/lib/generator/familyNames';
import type { CaseFile } from '@/lib/engine';
import { EDITIONS, type Edition } from '@/lib/engine';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { ScenarioPlayer } from '@/components/quiz/ScenarioPlayer';
import { randomSeed, scenarioPath } from '@/components/quiz/scenarioPath';

type Problem = { readonly key: 'unknownFamily' | 'badEdition' | 'badSeed' | 'generatorError'; readonly values: Record<string, string> };

interface Props {
  readonly family: string;
  readonly edition: string;
  readonly seed: string;
  readonly caseFile: CaseFile | null;
  readonly problem: Problem | null;
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

const makeProps = (family: string, edition: string, seed: string): Omit<Props, 'family' | 'edition' | 'seed'> => {
  if (!isFamilyName(family)) return { caseFile: null, problem: { key: 'unknownFamily', values: { family } } };
  if (!(EDITIONS as readonly string[]).includes(edition)) return { caseFile: null, problem: { key: 'badEdition', values: { edition } } };
  if (!/^\d{1,15}$/.test(seed)) return { caseFile: null, problem: { key: 'badSeed', values: { seed } } };
  const r = generateScenario(family, Number(seed), edition as Edition);
  if (!r.ok) return { caseFile: null, problem: { key: 'generatorError', values: { code: r.error.code } } };
  // JSON round trip: getStaticProps props must be plain JSON (no undefined fields).
  return { caseFile: JSON.parse(JSON.stringify(r.value)) as CaseFile, problem: null };
};

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  const family = String(params?.family ?? '');
  const edition = String(params?.edition ?? '');
  const seed = String(params?.seed ?? '');
  return { props: { messages: loadMessages(toLocale(locale)), family, edition, seed, ...makeProps(family, edition, seed) } };
};

export default function ScenarioPage({ family, edition, seed, caseFile, problem }: Props) {
  const t = useTranslations('scenarios');
  const tf = useTranslations('families');
  const ts = useTranslations('settings');
  const router = useRouter();
  const known = isFamilyName(family);
  const editions = isFamilyName(family) ? editionsOf(family) : [];
  // A mystery board (?blind=1) hides its teaching point until the learner has committed a prediction.
  const blind = router.query.blind === '1';
  const [answered, setAnswered] = useState(false);
  const hidden = blind && !answered;
  const familyTitle = known ? tf(`${family}.title` as never) : family;
  const title = hidden ? t('mysteryTitle') : familyTitle;
  return (
    <main className="page scenario">
      <Head>
        <title>{`${title} · ${t('seedLabel', { seed })}`}</title>
      </Head>
      <p className="breadcrumb">
        <Link href="/scenarios">← {t('back')}</Link>
      </p>
      <h1>{title}</h1>
      {known && !hidden && <p className="lead">{blind ? t('mysteryRevealed', { family: familyTitle }) + ' ' : ''}{tf(`${family}.description` as never)}</p>}
      {hidden && <p className="lead">{t('mysteryLead')}</p>}
      {problem && (
        <p className="problem" role="alert">
          {t(problem.key, problem.values)}
        </p>
      )}
      {known && (EDITIONS as readonly string[]).includes(edition) && (
        <div className="scenario__meta">
          {!caseFile && <span>{t('seedLabel', { seed })}</span>}
          {caseFile && (
            <a href={router.asPath} className="scenario__share">
              {t('shareLink')}
            </a>
          )}
          <button type="button" className="button" onClick={() => router.push(scenarioPath(family, edition as Edition, randomSeed(), blind))}>
            {t('another')}
          </button>
          {!hidden && <nav aria-label={ts('edition')} className="scenario__editions">
            {editions.map((e) =>
              e === edition ? (
                <span key={e} aria-current="page" className="is-current">{ts('editionOption', { edition: e })}</span>
              ) : (
                <Link key={e} href={scenarioPath(family, e, Number(seed) || 0, blind)}>{ts('editionOption', { edition: e })}</Link>
              ),
            )}
          </nav>}
        </div>
      )}
      {caseFile && <ScenarioPlayer key={`${family}/${edition}/${seed}`} caseFile={caseFile} title={t('seedLabel', { seed })} onFinished={() => setAnswered(true)} />}
    </main>
  );
}
