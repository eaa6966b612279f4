// Tells the learner when a new version of the app has taken over (lib/sw/sw.ts: a new worker
// installs, saves the site and takes control at once), and offers to load it now. The page that is
// open keeps running the version it started with until then; any full navigation loads the new
// one too. Progress and settings live in localStorage, which neither the worker nor a reload touch.
// Rendered by SettingsProvider because that is on every page (pages/_app.tsx is not platform's).
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/** How often an open tab asks whether there is a new version (a club evening runs for hours). */
const CHECK_EVERY_MS = 30 * 60 * 1000;

export function UpdateNotice() {
  const t = useTranslations('app');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const sw = navigator.serviceWorker;
    // A worker already in control when the page opened: a later change of controller is an
    // update. (The first visit's worker also takes control, but there was nothing before it.)
    let hadController = sw.controller !== null;
    const changed = () => {
      if (hadController) setReady(true);
      hadController = true;
    };
    // Browsers look for a new worker on full page loads only; an app used through client-side
    // navigation asks when the tab comes back into view and now and then.
    const check = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      sw.getRegistration()
        .then((r) => r?.update())
        .catch(() => {
          // offline or the server restarting: the next check tries again
        });
    };
    sw.addEventListener('controllerchange', changed);
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      sw.removeEventListener('controllerchange', changed);
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, []);
  if (!ready) return null;
  return (
    <div className="update-notice" role="status">
      <p>{t('updateReady')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('updateReload')}
      </button>
    </div>
  );
}
