// next-intl's typed messages: a key missing from the English catalogues is a compile error.
// (sv and de are held to the same keys by lib/i18n/catalogues.test.ts.)
import type en from '../../messages/en.json';
import type steps from '../../messages/steps/en.json';
import type lessons from '../../messages/lessons/en.json';
import type study from '../../messages/study/en.json';
import type formats from '../../messages/formats/en.json';
import type platform from '../../messages/platform/en.json';
import type club from '../../messages/club/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en & { steps: typeof steps; lessons: typeof lessons; study: typeof study; formats: typeof formats; platform: typeof platform; club: typeof club };
  }
}
