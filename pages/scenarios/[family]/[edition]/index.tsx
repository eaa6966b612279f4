// One generated board: /scenarios/<family>/<edition>?seed=<n>. A static page per family and
// edition (a bounded set, prerendered); the seed is read and the board dealt in the browser, so
// any host can serve it as a file and a new board is dealt offline. An unknown family or edition
// is the 404 page in the reader's language; a family that exists only in other editions says
// which to switch to; a malformed seed is told as not found, on this page (a static file cannot
// change its own status).
import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FAMILIES } from '@/lib/generator';
import { editionsOf, isFamilyName, type FamilyName } from '@/lib/generator/familyNames';
import { EDITIONS, type Edition } from '@/lib/engine';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { CopyLink } from '@/components/quiz/CopyLink';
import { Deferred } from '@/components/layout/Deferred';
import { QUIZ_SECTIONS } from '@/components/quiz/sections';
import styles from '@/components/quiz/quiz.module.css';
import { parseSeed, randomSeed, scenarioPath } from '@/components/quiz/scenarioPath';

// The board (generator, engine, player, counter-example, export) arrives after the load event: the
// page's first JavaScript is its header; the board's place is kept meanwhile (quiz.module.css).
const loadBoard = () => import('@/components/quiz/ScenarioBoard');

interface Props {
  readonly family: FamilyName;
  readonly edition: Edition;
  /** The editions this family exists in. */
  readonly editions: readonly Edition[];
}

export const getStaticPaths: GetStaticPaths = async ({ locales }) => ({
  paths: (locales ?? ['en']).flatMap((locale) =>
    FAMILIES.flatMap((f) =>
      EDITIONS.map((edition) => ({
        params: { family: f.name, edition },
        locale,
      })),
    ),
  ),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  const family = String(params?.family ?? '');
  const edition = String(params?.edition ?? '');
  if (!isFamilyName(family) || !(EDITIONS as readonly string[]).includes(edition)) return { notFound: true };
  return {
    props: {
      messages: loadMessages(toLocale(locale), [...QUIZ_SECTIONS, 'scenarios', 'families', 'formats']),
      family,
      edition: edition as Edition,
      editions: [...editionsOf(family)],
    },
  };
};

export default function ScenarioPage({ family, edition, editions }: Props) {
  const t = useTranslations('scenarios');
  const router = useRouter();
  const raw = router.isReady ? router.query.seed : undefined;
  const seed = router.isReady ? parseSeed(raw) : null;
  const missing = router.isReady && raw === undefined;
  const blind = router.query.blind === '1';
  // No seed in the address: deal one and put it there, so the board can be shared and replayed.
  useEffect(() => {
    if (missing) void router.replace(scenarioPath(family, edition, randomSeed(), blind), undefined, { shallow: true });
  }, [missing, router, family, edition, blind]);

  if (!editions.includes(edition)) return <OtherEdition family={family} edition={edition} editions={editions} />;
  if (router.isReady && !missing && seed === null) return <BadSeed family={family} seed={String(raw)} />;
  return (
    <main className="page scenario">
      {seed === null ? (
        <p className="scenario__dealing">{t('generating')}</p>
      ) : (
        <Board key={`${family}/${edition}/${seed}`} family={family} edition={edition} seed={seed} editions={editions} blind={blind} />
      )}
    </main>
  );
}

function Board({ family, edition, seed, editions, blind }: { family: FamilyName; edition: Edition; seed: number; editions: readonly Edition[]; blind: boolean }) {
  const t = useTranslations('scenarios');
  const tf = useTranslations('families');
  const ts = useTranslations('settings');
  const router = useRouter();
  const [answered, setAnswered] = useState(false);
  // "Another board" opens this seed, drawn now so the board module can deal it while this one is played.
  const [nextSeed] = useState(randomSeed);
  // Before the learner has answered, the title names the situation; afterwards, the ruling.
  const situation = blind ? t('mysteryTitle') : tf(`${family}.title`);
  const title = answered ? tf(`${family}.answered`) : situation;
  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <header className={styles.pageHead}>
        <p className="breadcrumb">
          <Link href="/scenarios">← {t('back')}</Link>
        </p>
        <h1>{title}</h1>
        <div className="scenario__meta">
          <CopyLink href={scenarioPath(family, edition, seed, blind)} />
          {/* Shallow: the same page with another seed, so its props (the page's messages) are not fetched and parsed again. */}
          <button type="button" className="button" onClick={() => void router.push(scenarioPath(family, edition, nextSeed, blind), undefined, { shallow: true })}>
            {t('another')}
          </button>
          {(!blind || answered) && editions.length > 1 && (
            <nav aria-label={ts('edition')} className="scenario__editions">
              {editions.map((e) =>
                e === edition ? (
                  <span key={e} aria-current="page" className="is-current">
                    {ts('editionOption', { edition: e })}
                  </span>
                ) : (
                  <Link key={e} href={scenarioPath(family, e, seed, blind)}>
                    {ts('editionOption', { edition: e })}
                  </Link>
                ),
              )}
            </nav>
          )}
        </div>
      </header>
      {answered ? <p className="lead">{tf(`${family}.description`)}</p> : blind && <p className="lead">{t('mysteryLead')}</p>}
      <Deferred load={loadBoard} className={styles.boardPlace}>
        {({ ScenarioBoard }) => <ScenarioBoard family={family} edition={edition} seed={seed} nextSeed={nextSeed} onFinished={() => setAnswered(true)} />}
      </Deferred>
    </>
  );
}

/** A family that exists only under other laws: say which, and link there. */
function OtherEdition({ family, edition, editions }: { family: FamilyName; edition: Edition; editions: readonly Edition[] }) {
  const t = useTranslations('scenarios');
  const tf = useTranslations('families');
  const ts = useTranslations('settings');
  return (
    <main className="page scenario">
      <Head>
        <title>{tf(`${family}.title`)}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{tf(`${family}.title`)}</h1>
      <p className="problem" role="alert">
        {t('onlyInEditions', {
          edition,
          editions: editions.join(', '),
          count: editions.length,
        })}
      </p>
      <ul className="scenario__switch">
        {editions.map((e) => (
          <li key={e}>
            <Link className="button button--primary" href={scenarioPath(family, e, randomSeed())}>
              {t('switchEdition', {
                edition: ts('editionOption', { edition: e }),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

function BadSeed({ family, seed }: { family: FamilyName; seed: string }) {
  const t = useTranslations('scenarios');
  const ta = useTranslations('app');
  return (
    <main className="page scenario">
      <Head>
        <title>{ta('notFound')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{ta('notFound')}</h1>
      <p className="problem" role="alert">
        {t('badSeed', { seed })}
      </p>
      <p>
        <Link href={`/scenarios#${family}`}>{t('back')}</Link>
      </p>
    </main>
  );
}
