// Open a case file of one's own: from the device, pasted, the example, or a board of a PBN file. Nothing larger than
// 1 MB is read or parsed; a file the engine rejects gets a message in the reader's language
// (what, and where) and the text stays where it was. The parser, the engine and the player are
// fetched when a case is first opened (./OpenedCase), not with the page.
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { CaseFile } from '@/lib/engine';
import { ImportPbn } from '@/components/formats/ImportPbn';
import type { Opened } from '@/components/quiz/openCase';
import { CaseFilePicker } from './CaseFilePicker';
import { CaseFormatHelp } from './CaseFormatHelp';
import { CaseProblem } from './CaseProblem';
import { isTooLarge, megabytes, utf8Bytes } from './limits';

/** Blob.text() where there is one, FileReader elsewhere (older browsers, jsdom). */
const readText = (file: File): Promise<string> =>
  typeof file.text === 'function'
    ? file.text()
    : new Promise((resolve, reject) => {
        const r = new FileReader();
        r.onload = () => resolve(typeof r.result === 'string' ? r.result : '');
        r.onerror = () => reject(r.error ?? new Error('read failed'));
        r.readAsText(file);
      });

const DRAFT_KEY = 'revoke-trainer.case-draft';

type Notice = { readonly key: 'tooLarge'; readonly name: string; readonly bytes: number } | { readonly key: 'pasteTooLarge'; readonly bytes: number } | { readonly key: 'readFailed' | 'exampleFailed' | 'loadFailed' };

type Tools = typeof import('./OpenedCase');
let loadingTools: Promise<Tools> | null = null;
/** Fetched once; a failed fetch (offline before the worker saved it) is forgotten, so the next open tries again. */
const loadTools = (): Promise<Tools> =>
  (loadingTools ??= import('./OpenedCase').catch((e: unknown) => {
    loadingTools = null;
    throw e;
  }));

/** The case opened last: its text (the player restarts when it changes), the engine's verdict and the code that plays it. */
type Shown = { readonly text: string; readonly opened: Opened; readonly tools: Tools };

export function OpenCase() {
  const t = useTranslations('case');
  const ta = useTranslations('app');
  const format = useFormatter();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [opening, setOpening] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Only the latest open is shown: an earlier one still loading is dropped when it arrives. */
  const latest = useRef(0);

  const open = (v: string): void => {
    const mine = ++latest.current;
    setOpening(true);
    loadTools().then(
      (tools) => {
        if (mine !== latest.current) return;
        setOpening(false);
        setShown({ text: v, opened: tools.openCaseText(v), tools });
      },
      () => {
        if (mine !== latest.current) return;
        setOpening(false);
        setNotice({ key: 'loadFailed' });
      },
    );
  };
  const openCase = (c: CaseFile): void => {
    loadTools().then(
      (tools) => openText(tools.makeCaseText(c)),
      () => setNotice({ key: 'loadFailed' }),
    );
  };

  // The draft survives a language switch or a reload within the visit.
  useEffect(() => {
    try {
      const draft = window.sessionStorage.getItem(DRAFT_KEY);
      if (draft && !isTooLarge(utf8Bytes(draft))) {
        // Restored after mount, from storage the server cannot see (the render must hydrate first).
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setText(draft);
        open(draft);
      }
    } catch {
      // no session storage: the draft lives in the page only
    }
  }, []);
  const changeText = (v: string): boolean => {
    const bytes = utf8Bytes(v);
    if (isTooLarge(bytes)) {
      setNotice({ key: 'pasteTooLarge', bytes });
      return false;
    }
    setNotice(null);
    setText(v);
    try {
      window.sessionStorage.setItem(DRAFT_KEY, v);
    } catch {
      // storage full or unavailable: the draft lives in the page only
    }
    return true;
  };
  const openText = (v: string) => {
    if (changeText(v)) open(v);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    openText(text);
  };
  // Checked before the text reaches the box, so a 20 MB paste never lands in the page.
  const paste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text');
    const box = e.currentTarget;
    const bytes = utf8Bytes(pasted) + utf8Bytes(box.value) - utf8Bytes(box.value.slice(box.selectionStart, box.selectionEnd));
    if (isTooLarge(bytes)) {
      e.preventDefault();
      // The count stops at the bound; the length is a fair size for the message.
      setNotice({ key: 'pasteTooLarge', bytes: Math.max(bytes, pasted.length) });
    }
  };
  const upload = async (file: File) => {
    if (isTooLarge(file.size)) {
      setNotice({ key: 'tooLarge', name: file.name, bytes: file.size });
      return;
    }
    try {
      openText(await readText(file));
    } catch {
      setNotice({ key: 'readFailed' });
    }
  };
  const example = async () => {
    try {
      const r = await fetch(`/examples/case-${locale}.json`);
      if (!r.ok) throw new Error(String(r.status));
      openText(await r.text());
    } catch {
      setNotice({ key: 'exampleFailed' });
    }
  };

  const size = (bytes: number) => format.number(megabytes(bytes), { maximumFractionDigits: 1 });
  const noticeText = (n: Notice): string => {
    switch (n.key) {
      case 'tooLarge':
        return t('tooLarge', { name: n.name, size: size(n.bytes) });
      case 'pasteTooLarge':
        return t('pasteTooLarge', { size: size(n.bytes) });
      case 'readFailed':
        return t('readFailed');
      case 'exampleFailed':
        return t('exampleFailed');
      case 'loadFailed':
        return ta('partFailed');
    }
  };

  return (
    <>
      <form className="case__form" onSubmit={submit}>
        <CaseFilePicker label={t('upload')} accept=".json,application/json,text/plain" onFile={(f) => void upload(f)} />
        <p className="case__limit">{t('sizeLimit')}</p>
        <label htmlFor="case-text">{t('paste')}</label>
        <textarea id="case-text" value={text} onChange={(e) => changeText(e.target.value)} onPaste={paste} rows={10} spellCheck={false} />
        {notice && (
          <p className="problem" role="alert">
            {noticeText(notice)}
          </p>
        )}
        <div className="case__actions">
          <button type="submit" className="button button--primary">
            {t('open')}
          </button>
          <button type="button" className="button" onClick={() => void example()}>
            {t('example')}
          </button>
        </div>
      </form>
      {opening && (
        <p role="status" className="case__opening">
          {ta('loading')}
        </p>
      )}
      {shown && !shown.opened.ok && <CaseProblem error={shown.opened.error} text={shown.text} />}
      {shown?.opened.ok && <shown.tools.OpenedCase caseFile={shown.opened.value} text={shown.text} />}
      <CaseFormatHelp />
      {/* A PBN board becomes the start of a case: its text lands in the box above, to edit on. */}
      <ImportPbn onCase={openCase} />
    </>
  );
}
