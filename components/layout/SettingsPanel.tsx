// The learner's settings: laws edition (2017 by default), text size, four-colour suits, all hands shown.
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/settings/SettingsContext';
import { TextSizePicker } from '@/components/settings/TextSizePicker';
import { EditionPicker } from './EditionPicker';
import { useDisclosure } from './useDisclosure';

export function SettingsPanel() {
  const t = useTranslations('settings');
  const th = useTranslations('header');
  const { settings, update } = useSettings();
  const ref = useDisclosure();
  return (
    <details className="settings" ref={ref}>
      <summary>
        <span className="settings__icon" aria-hidden="true">⚙</span>
        <span className="settings__label">{th('settings')}</span>
      </summary>
      <div className="settings__panel">
        <EditionPicker />
        <TextSizePicker />
        <label className="choice">
          <input type="checkbox" checked={settings.fourColour} onChange={(ev) => update({ fourColour: ev.target.checked })} />
          {t('fourColour')} <span aria-hidden="true" className="settings__sample four-colour"><span className="suit-S">♠</span><span className="suit-H">♥</span><span className="suit-D">♦</span><span className="suit-C">♣</span></span>
        </label>
        <label className="choice">
          <input type="checkbox" checked={settings.showAllHands} onChange={(ev) => update({ showAllHands: ev.target.checked })} />
          {t('showAllHands')}
        </label>
        <p className="settings__note">{t('reducedMotionNote')}</p>
      </div>
    </details>
  );
}
