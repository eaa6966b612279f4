// Registering the service worker in the browser, so that a refusal is handled: a browser or a
// policy may refuse it (the register call rejects, or a stand-in resolves with nothing), and
// navigator.serviceWorker itself may throw (storage blocked). The app then works online as
// before, only offline use is lost; nothing is thrown and nothing is logged as an error.
// lib/sw/entry.ts calls it on every page in place of @serwist/next's own entry.

/** The part of navigator.serviceWorker this needs (a stand-in in the unit tests). */
export interface Registrar {
  register(scriptURL: string, options?: RegistrationOptions): Promise<ServiceWorkerRegistration | undefined>;
}

/** navigator.serviceWorker, or null where there is none or reading it is refused. */
export const registrarOf = (nav: Navigator): Registrar | null => {
  try {
    return 'serviceWorker' in nav ? nav.serviceWorker : null;
  } catch {
    return null;
  }
};

/** The registration, or null when there is no service worker support or it was refused. */
export const registerWorker = async (registrar: Registrar | null, scriptURL: string, scope: string): Promise<ServiceWorkerRegistration | null> => {
  if (!registrar) return null;
  try {
    return (await registrar.register(scriptURL, { scope })) ?? null;
  } catch {
    return null;
  }
};
