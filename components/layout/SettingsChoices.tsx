// The choices inside the header's settings menu (components/layout/SettingsPanel.tsx): laws
// edition, text size, four-colour suits, all hands shown. On every page but seen only once the menu
// is opened, so they arrive after the page's load event instead of with every page's first JavaScript.
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/settings/SettingsContext';
import { TextSizePicker } from '@/components/settings/TextSizePicker';
import { EditionPicker } from './EditionPicker';

export function SettingsChoices() {
  const t = useTranslations('settings');
  const { settings, update } = useSettings();
  return (
    <>
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
    </>
  );
}
