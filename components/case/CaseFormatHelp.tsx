// A short description of the case format, for a learner writing or checking a file by hand.
import { useTranslations } from 'next-intl';
import { MAX_TITLE_LENGTH } from './limits';

export function CaseFormatHelp() {
  const t = useTranslations('platform.caseFormat');
  return (
    <details className="case__format">
      <summary>{t('heading')}</summary>
      <p>{t('intro')}</p>
      <ul>
        <li>{t('deal')}</li>
        <li>{t('contract')}</li>
        <li>{t('edition')}</li>
        <li>{t('timeline')}</li>
      </ul>
      <p>{t('more', { max: MAX_TITLE_LENGTH })}</p>
    </details>
  );
}
