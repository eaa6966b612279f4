// The header on every page: the app's name, the main sections, language and settings.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from './LanguageSwitch';
import { SettingsPanel } from './SettingsPanel';

export function Header() {
  const t = useTranslations('app');
  const h = useTranslations('home');
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Link href="/" className="site-header__name">
        <span aria-hidden="true">♠♥♦♣ </span>
        {t('name')}
      </Link>
      <nav className="site-nav" aria-label={t('mainNav')}>
        <ul>
          <li><Link href="/learn">{h('course')}</Link></li>
          <li><Link href="/scenarios">{h('scenarios')}</Link></li>
          <li><Link href="/study">{h('study')}</Link></li>
          <li><Link href="/club">{h('club')}</Link></li>
          <li><Link href="/case">{h('openCase')}</Link></li>
        </ul>
      </nav>
      <div className="site-header__tools">
        <LanguageSwitch />
        <SettingsPanel />
      </div>
    </header>
  );
}
