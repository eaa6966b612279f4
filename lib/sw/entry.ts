// The browser's side of the service worker, bundled into every page's main script in place of
// @serwist/next's own entry (next.config.mjs points the plugin's entry here). That entry registers
// through @serwist/window, which throws an uncaught TypeError ("reading 'waiting'") or rejection
// when the registration is refused, and ships its whole class to every page although the app uses
// none of it: the update notice (components/settings/UpdateNotice.tsx) listens to the browser's
// own controllerchange. The worker is registered after the load event, as serwist did, so it never
// competes with the page's own files.
import { registerWorker, registrarOf } from './register';

declare global {
  interface Window {
    // Replaced at build time by @serwist/next's DefinePlugin (the worker's URL, its scope, and
    // whether to register at all), from the options in next.config.mjs.
    __SERWIST_SW_ENTRY: { sw: string; scope: string; register: boolean };
  }
}

if (typeof window !== 'undefined' && self.__SERWIST_SW_ENTRY.register) {
  const start = () => void registerWorker(registrarOf(navigator), self.__SERWIST_SW_ENTRY.sw, self.__SERWIST_SW_ENTRY.scope);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
