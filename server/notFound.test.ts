// The localized 404 (./notFound.ts) on a real HTTP server on loopback, with a handler standing in
// for Next: a missing page under /sv or /de gets that language's page in place of Next's body, with
// Next's status and headers (encoded as they say); everything else passes through untouched.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Locale } from '@/lib/i18n/locales';
import { localiseNotFound, notFoundPages } from './notFound';

const PAGES: Partial<Record<Locale, Buffer>> = {
  sv: Buffer.from('<html lang="sv"><h1>Sidan finns inte</h1></html>'),
  de: Buffer.from('<html lang="de"><h1>Seite nicht gefunden</h1></html>'),
};
const NEXT_404 = '<html lang="en"><h1>Page not found</h1></html>';

/** What the stand-in for Next answers, by path: a 404 page, a page, JSON, or a compressed 404. */
const next = (req: IncomingMessage, res: ServerResponse): void => {
  const path = req.url ?? '/';
  res.setHeader('x-from-next', 'yes');
  if (path.endsWith('/ok')) {
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<html>fine</html>');
  } else if (path.endsWith('/api-like')) {
    res.statusCode = 404;
    res.setHeader('content-type', 'application/json');
    res.end('{"error":"nope"}');
  } else if (path.endsWith('/gzip') || path.endsWith('/br') || path.endsWith('/zstd')) {
    const encoding = path.slice(path.lastIndexOf('/') + 1);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-encoding', encoding);
    res.writeHead(404, { etag: '"next"' });
    res.write(encoding === 'br' ? brotliCompressSync(NEXT_404) : gzipSync(NEXT_404));
    res.end();
  } else {
    // writeHead with the headers as an argument, a length that is Next's body's, then the body in two writes.
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(NEXT_404)), ETag: '"next"' });
    res.write(NEXT_404.slice(0, 10));
    res.end(NEXT_404.slice(10));
  }
};

let server: Server;
let port = 0;
let pageOf: (l: Locale) => Buffer | null = (l) => PAGES[l] ?? null;
beforeAll(async () => {
  server = createServer((req, res) => {
    localiseNotFound(req, res, (l) => pageOf(l));
    next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  pageOf = (l) => PAGES[l] ?? null;
});

interface Got {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}
const get = (path: string, method = 'GET'): Promise<Got> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer for ${path} within 5 s`)));
    req.on('error', reject);
    req.end();
  });

test('a missing page under /sv is answered with the Swedish page, status and Next\'s headers kept', async () => {
  const r = await get('/sv/learn/nope');
  expect(r.status).toBe(404);
  expect(r.body.toString()).toBe(PAGES.sv!.toString());
  expect(r.headers['x-from-next']).toBe('yes');
  expect(r.headers['content-type']).toMatch(/^text\/html/);
  // Next's length and tag were for its own body.
  expect(r.headers['content-length']).toBeUndefined();
  expect(r.headers.etag).toBeUndefined();
});

test('under /de with a query, the German page', async () => {
  const r = await get('/de/scenarios/no-such-family/2017?x=1');
  expect(r.status).toBe(404);
  expect(r.body.toString()).toBe(PAGES.de!.toString());
});

test('a compressed answer gets the page compressed the same way', async () => {
  const gz = await get('/sv/gzip');
  expect(gz.status).toBe(404);
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(PAGES.sv!.toString());
  const br = await get('/de/br');
  expect(brotliDecompressSync(br.body).toString()).toBe(PAGES.de!.toString());
});

test('an encoding it cannot produce is left as Next sent it', async () => {
  const r = await get('/sv/zstd');
  expect(gunzipSync(r.body).toString()).toBe(NEXT_404);
});

test('HEAD gets the status and no body', async () => {
  const r = await get('/sv/nope', 'HEAD');
  expect(r.status).toBe(404);
  expect(r.body.length).toBe(0);
});

test.each([
  ['the default language', '/learn/nope', 'GET'],
  ['/en, the default language written out', '/en/learn/nope', 'GET'],
  ['a POST', '/sv/nope', 'POST'],
  ['a file, not a page', '/sv/_next/static/chunk.js', 'GET'],
  ['a file with an extension', '/sv/manifest-sv.webmanifest', 'GET'],
])('%s is left to Next', async (_what, path, method) => {
  const r = await get(path, method);
  expect(r.status).toBe(404);
  expect(r.body.toString()).toBe(NEXT_404);
  expect(r.headers['content-length']).toBe(String(Buffer.byteLength(NEXT_404)));
});

test('a page that is there, and a 404 that is not HTML, are left to Next', async () => {
  expect((await get('/sv/ok')).body.toString()).toBe('<html>fine</html>');
  const json = await get('/sv/api-like');
  expect(json.status).toBe(404);
  expect(json.body.toString()).toBe('{"error":"nope"}');
});

test('without a prerendered page (next dev) Next\'s answer stays', async () => {
  pageOf = () => null;
  expect((await get('/sv/nope')).body.toString()).toBe(NEXT_404);
});

test('notFoundPages reads each language\'s 404.html from the build once, and null where there is none', () => {
  const dist = mkdtempSync(join(tmpdir(), 'revoke-404-'));
  try {
    mkdirSync(join(dist, 'server', 'pages', 'sv'), { recursive: true });
    writeFileSync(join(dist, 'server', 'pages', 'sv', '404.html'), PAGES.sv!);
    const pages = notFoundPages(dist);
    expect(pages('sv')?.toString()).toBe(PAGES.sv!.toString());
    expect(pages('de')).toBeNull();
    // Read once: a build folder swapped under a running server does not change its answers.
    rmSync(join(dist, 'server'), { recursive: true });
    expect(pages('sv')?.toString()).toBe(PAGES.sv!.toString());
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
