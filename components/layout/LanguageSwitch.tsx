// Switch language without leaving the page: same path, same query (the same scenario). A menu, so
// the header stays one line on a phone; each language named in itself.
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NAMES, toLocale } from '@/lib/i18n/locales';
import { useDisclosure } from './useDisclosure';

export function LanguageSwitch() {
  const t = useTranslations('header');
  const router = useRouter();
  const current = toLocale(useLocale());
  const ref = useDisclosure();
  return (
    <details className="langs" ref={ref}>
      <summary aria-label={t('languageCurrent', { language: LOCALE_NAMES[current] })}>
        <span className="langs__globe" aria-hidden="true">🌐</span>
        <span className="langs__name">{LOCALE_NAMES[current]}</span>
        <span className="langs__code" aria-hidden="true">{current.toUpperCase()}</span>
      </summary>
      <nav className="langs__menu" aria-label={t('language')}>
        <ul>
          {LOCALES.map((l) => (
            <li key={l}>
              <Link
                href={{ pathname: router.pathname, query: router.query }}
                as={router.asPath}
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
