// Text size (normal, large, larger): for players with poor eyesight and for the back of a club room.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { TEXT_SIZES } from './settings';
import { useSettings } from './SettingsContext';

export function TextSizePicker() {
  const t = useTranslations('settings');
  const { settings, update } = useSettings();
  const name = useId();
  return (
    <fieldset className="text-size-picker">
      <legend>{t('textSize')}</legend>
      {TEXT_SIZES.map((size) => (
        <label key={size} className={`choice choice--inline text-size-picker__${size}`}>
          <input type="radio" name={name} value={size} checked={settings.textSize === size} onChange={() => update({ textSize: size })} />
          {t('textSizeOption', { size })}
        </label>
      ))}
    </fieldset>
  );
}
