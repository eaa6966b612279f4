// A refused registration is handled: null, never a throw (the e2e tests check the pages in a
// browser that refuses; these check each way a browser refuses).
import { registerWorker, registrarOf, type Registrar } from './register';

const registration = { scope: 'http://127.0.0.1/' } as ServiceWorkerRegistration;

test('a registration the browser grants is returned, with the URL and scope asked for', async () => {
  const calls: [string, RegistrationOptions | undefined][] = [];
  const registrar: Registrar = {
    register: (url, options) => {
      calls.push([url, options]);
      return Promise.resolve(registration);
    },
  };
  expect(await registerWorker(registrar, '/_next/static/sw.js', '/')).toBe(registration);
  expect(calls).toEqual([['/_next/static/sw.js', { scope: '/' }]]);
});

test.each([
  ['rejects (a policy or the browser refuses)', () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))],
  ['resolves with nothing (a stand-in that blocks it)', () => Promise.resolve(undefined)],
  ['throws before it returns', () => {
    throw new TypeError('not allowed');
  }],
])('a registration that %s gives null', async (_name, register) => {
  await expect(registerWorker({ register }, '/_next/static/sw.js', '/')).resolves.toBeNull();
});

test('no service worker support: nothing is registered', async () => {
  await expect(registerWorker(null, '/_next/static/sw.js', '/')).resolves.toBeNull();
  expect(registrarOf({} as Navigator)).toBeNull();
});

test('a navigator whose serviceWorker cannot be read (storage blocked) has no registrar', () => {
  const nav = Object.defineProperty({}, 'serviceWorker', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    enumerable: true,
  }) as Navigator;
  expect(registrarOf(nav)).toBeNull();
  const container = { register: () => Promise.resolve(registration) };
  expect(registrarOf({ serviceWorker: container } as unknown as Navigator)).toBe(container);
});
