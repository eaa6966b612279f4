// Switch language without leaving the page: same path, same query (the same scenario), or the
// page's own address in that language where it has one (a lesson's slug is translated). A menu, so
// the header stays one line on a phone; each language named in itself.
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NAMES, toLocale, type Locale } from '@/lib/i18n/locales';
import { useDisclosure } from './useDisclosure';

/** A page whose address differs by language returns these in its props (`alternates`): the path
 *  in each language, without the language prefix ({ en: '/learn/equity', sv: '/learn/rattvisa' }). */
export type Alternates = Partial<Record<Locale, string>>;

export function LanguageSwitch({ alternates }: { readonly alternates?: Alternates }) {
  const t = useTranslations('header');
  const router = useRouter();
  const current = toLocale(useLocale());
  const ref = useDisclosure();
  return (
    <details className="langs" ref={ref}>
      <summary aria-label={t('languageCurrent', { language: LOCALE_NAMES[current] })}>
        <span className="langs__name">{LOCALE_NAMES[current]}</span>
        <span className="langs__code" aria-hidden="true">{current.toUpperCase()}</span>
      </summary>
      <nav className="langs__menu" aria-label={t('language')}>
        <ul>
          {LOCALES.map((l) => (
            <li key={l}>
              <Link
                href={alternates?.[l] ?? { pathname: router.pathname, query: router.query }}
                as={alternates?.[l] ?? router.asPath}
                locale={l}
                lang={l}
                hrefLang={l}
                aria-current={l === current ? 'true' : undefined}
                className={l === current ? 'is-current' : ''}
              >
                {LOCALE_NAMES[l]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
