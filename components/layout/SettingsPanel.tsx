// The learner's settings: laws edition (2017 by default), text size, four-colour suits, all hands
// shown. The menu's button is part of the header's first paint; what is inside (./SettingsChoices)
// arrives after the load event, with a loading state in the closed menu meanwhile.
import { useTranslations } from 'next-intl';
import { Deferred } from './Deferred';
import { useDisclosure } from './useDisclosure';

const loadChoices = () => import('./SettingsChoices');

export function SettingsPanel() {
  const th = useTranslations('header');
  const ref = useDisclosure();
  return (
    <details className="settings" ref={ref}>
      <summary>
        <span className="settings__icon" aria-hidden="true">⚙</span>
        <span className="settings__label">{th('settings')}</span>
      </summary>
      <div className="settings__panel">
        <Deferred load={loadChoices}>{({ SettingsChoices }) => <SettingsChoices />}</Deferred>
      </div>
    </details>
  );
}
