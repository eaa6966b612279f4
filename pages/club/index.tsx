// /club: the presenter's window of a club evening (components/club).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { CLUB_SECTIONS } from '@/components/quiz/sections';
import { toLocale } from '@/lib/i18n/locales';
import { loadCourse } from '@/lib/lessons/load';
import { ClubPresenterPage } from '@/components/club/ClubPresenterPage';
import type { Topic } from '@/components/club/ClubSetup';
import { editionFamilies, type EditionFamilies } from '@/components/club/families';
import { FAMILIES } from '@/lib/generator';

interface Props {
  readonly families: EditionFamilies;
  readonly topics: readonly Topic[];
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const l = toLocale(locale);
  // The lessons' topics, in the presenter's language (the course checker guards their families).
  const topics = loadCourse(l).map((m) => ({ slug: m.slug, title: m.title, families: m.families }));
  // The families per edition, worked out here: the page itself never loads the generator for its list.
  return { props: { messages: loadMessages(l, CLUB_SECTIONS), families: editionFamilies(FAMILIES), topics } };
};

export default function Club({ families, topics }: Props) {
  const t = useTranslations('study.club');
  const { locale, defaultLocale } = useRouter();
  const prefix = locale && locale !== defaultLocale ? `/${locale}` : '';
  const screenHref = `${prefix}/club/screen`;
  return (
    <main className="page">
      <Head>
        <title>{t('title')}</title>
      </Head>
      <ClubPresenterPage families={families} topics={topics} screenHref={screenHref} liveHref={`${prefix}/club/live`} />
    </main>
  );
}
