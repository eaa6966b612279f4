// Open a case file of one's own: upload or paste. A file the engine rejects gets a clear message
// (code, timeline action, field, the engine's words) and the text stays where it was.
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ScenarioPlayer } from '@/components/quiz/ScenarioPlayer';
import { openCaseText, type Opened } from '@/components/quiz/openCase';

/** Blob.text() where there is one, FileReader elsewhere (older browsers, jsdom). */
const readText = (file: File): Promise<string> =>
  typeof file.text === 'function'
    ? file.text()
    : new Promise((resolve, reject) => {
        const r = new FileReader();
        r.onload = () => resolve(String(r.result));
        r.onerror = () => reject(r.error);
        r.readAsText(file);
      });

const DRAFT_KEY = 'revoke-trainer.case-draft';

export function OpenCase() {
  const t = useTranslations('case');
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [readFailed, setReadFailed] = useState(false);

  // The draft survives a language switch or a reload within the visit.
  useEffect(() => {
    try {
      const draft = window.sessionStorage.getItem(DRAFT_KEY);
      if (draft) {
        setText(draft);
        setOpened(openCaseText(draft));
      }
    } catch {
      // no session storage: the draft lives in the page only
    }
  }, []);
  const changeText = (v: string) => {
    setText(v);
    try {
      window.sessionStorage.setItem(DRAFT_KEY, v);
    } catch {
      // ignore
    }
  };

  const open = (e?: FormEvent) => {
    e?.preventDefault();
    setOpened(openCaseText(text));
  };
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      const content = await readText(file);
      setReadFailed(false);
      changeText(content);
      setOpened(openCaseText(content));
    } catch {
      setReadFailed(true);
    }
  };

  return (
    <>
      <form className="case__form" onSubmit={open}>
        <label className="case__upload">
          {t('upload')}
          <input type="file" accept=".json,application/json,text/plain" onChange={upload} />
        </label>
        {readFailed && <p role="alert">{t('readFailed')}</p>}
        <label htmlFor="case-text">{t('paste')}</label>
        <textarea id="case-text" value={text} onChange={(e) => changeText(e.target.value)} rows={10} spellCheck={false} />
        <button type="submit" className="button button--primary">
          {t('open')}
        </button>
      </form>
      {opened && !opened.ok && (
        <div className="problem" role="alert">
          <p>
            <strong>{t('rejected')}</strong>
          </p>
          <ul>
            <li>{t('errorCode', { code: opened.error.code })}</li>
            {opened.error.action !== undefined && <li>{t('errorAction', { index: opened.error.action })}</li>}
            {opened.error.field && <li>{t('errorField', { field: opened.error.field })}</li>}
            <li>
              <code>{opened.error.message}</code>
            </li>
          </ul>
        </div>
      )}
      {opened?.ok && <ScenarioPlayer key={text} caseFile={opened.value} title={opened.value.title} />}
    </>
  );
}
