// Render a component as the app does: the real catalogues for the locale, settings from the test.
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MotionConfig } from 'framer-motion';
import type { ReactElement } from 'react';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { SettingsProvider } from '@/components/settings/SettingsContext';
import type { Settings } from '@/components/settings/settings';

export const renderIn = (locale: Locale, ui: ReactElement, settings?: Partial<Settings>) =>
  render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone="UTC">
      <SettingsProvider initial={settings ?? {}}>
        <MotionConfig reducedMotion="always">{ui}</MotionConfig>
      </SettingsProvider>
    </NextIntlClientProvider>,
  );
