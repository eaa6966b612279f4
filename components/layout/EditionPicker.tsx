// The laws edition (2017 by default): in the settings and, where it matters most, on the scenario list.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/settings/SettingsContext';
import { EDITION_CHOICES } from '@/components/settings/settings';

export function EditionPicker({ inline }: { readonly inline?: boolean }) {
  const t = useTranslations('settings');
  const { settings, update } = useSettings();
  const name = useId();
  return (
    <fieldset className={inline ? 'edition-picker edition-picker--inline' : 'edition-picker'}>
      <legend>{t('edition')}</legend>
      {EDITION_CHOICES.map((e) => (
        <label key={e} className="choice">
          <input type="radio" name={name} value={e} checked={settings.edition === e} onChange={() => update({ edition: e })} />
          {t('editionOption', { edition: e })}
        </label>
      ))}
    </fieldset>
  );
}
