// The header on every page: the app's name, the main sections, language and settings. On a phone
// it is one line: the sections fold into a menu button, languages and settings are menus already.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import Router, { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { LanguageSwitch, type Alternates } from './LanguageSwitch';
import { SettingsPanel } from './SettingsPanel';

/** The app's main sections, in the header and wherever a page offers the ways on (the 404). */
export const SECTIONS = [
  { href: '/learn', key: 'course' },
  { href: '/scenarios', key: 'scenarios' },
  { href: '/study', key: 'study' },
  { href: '/club', key: 'club' },
  { href: '/case', key: 'openCase' },
] as const;

export function Header({ alternates }: { readonly alternates?: Alternates }) {
  const t = useTranslations('app');
  const th = useTranslations('header');
  const { pathname } = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const close = () => setMenuOpen(false);
    Router.events.on('routeChangeComplete', close);
    return () => Router.events.off('routeChangeComplete', close);
  }, []);
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Link href="/" className="site-header__name">
        <span aria-hidden="true" className="site-header__suits">♠♥♦♣ </span>
        {t('name')}
      </Link>
      <nav className={menuOpen ? 'site-nav is-open' : 'site-nav'} aria-label={t('mainNav')}>
        <button type="button" className="site-nav__toggle" aria-expanded={menuOpen} aria-controls="site-nav-list" onClick={() => setMenuOpen((o) => !o)}>
          <span aria-hidden="true">☰ </span>
          {th('menu')}
        </button>
        <ul id="site-nav-list">
          {SECTIONS.map((s) => (
            <li key={s.href}>
              <Link href={s.href} aria-current={pathname === s.href || pathname.startsWith(`${s.href}/`) ? 'page' : undefined}>
                {th(s.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__tools">
        <LanguageSwitch alternates={alternates} />
        <SettingsPanel />
      </div>
    </header>
  );
}
