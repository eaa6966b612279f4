// /join: type the code from the room screen. Letters only; case, spaces and dashes are forgiven.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { JOIN_CODE_LENGTH, parseJoinCode } from '@/lib/live/code';
import { useLiveText } from './useLiveText';
import styles from './club.module.css';

export const JoinCodePage = ({ initial = '', invalid = false }: { initial?: string; invalid?: boolean }) => {
  const t = useTranslations('club');
  const text = useLiveText();
  const router = useRouter();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(invalid ? text.error('badCode') : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = parseJoinCode(typed);
    if (!code) return setError(text.error('badCode'));
    void router.push(`/join/${code}`);
  };
  return (
    <form className={styles.joinForm} onSubmit={submit} noValidate>
      <h1>{t('join.heading')}</h1>
      <label>
        <span>{t('join.codeLabel')}</span>
        <input
          name="code"
          value={typed}
          className={styles.codeInput}
          maxLength={JOIN_CODE_LENGTH + 4}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="code-hint code-error"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <p id="code-hint" className={styles.hint}>
        {t('join.codeHint')}
      </p>
      <p id="code-error" role="alert" className={error ? styles.warn : undefined}>
        {error}
      </p>
      <button type="submit" className="button button--primary">
        {t('join.continue')}
      </button>
    </form>
  );
};
