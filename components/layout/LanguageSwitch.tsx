// Switch language without leaving the page: same path, same query (the same scenario).
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NAMES } from '@/lib/i18n/locales';

export function LanguageSwitch() {
  const t = useTranslations('header');
  const router = useRouter();
  const current = useLocale();
  return (
    <nav className="langs" aria-label={t('language')}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <Link href={{ pathname: router.pathname, query: router.query }} as={router.asPath} locale={l} lang={l} hrefLang={l} aria-current={l === current ? 'true' : undefined} className={l === current ? 'is-current' : ''}>
              {LOCALE_NAMES[l]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
