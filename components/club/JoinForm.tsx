// A phone joins: a nickname and a language. Errors are said next to the field they are about.
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { NICKNAME_MAX } from '@/lib/live/session';
import styles from './club.module.css';

interface Props {
  readonly code: string;
  readonly locale: Locale;
  readonly initialNickname: string;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onLanguage: (l: Locale) => void;
  readonly onJoin: (nickname: string) => void;
}

export const JoinForm = ({ code, locale, initialNickname, error, busy, onLanguage, onJoin }: Props) => {
  const t = useTranslations('club');
  const [nickname, setNickname] = useState(initialNickname);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onJoin(nickname);
  };
  return (
    <form className={styles.joinForm} onSubmit={submit} noValidate>
      <h1>{t('join.heading')}</h1>
      <p className={styles.eveningCode}>{t('join.evening', { code })}</p>
      <label>
        <span>{t('join.nickname')}</span>
        <input
          name="nickname"
          value={nickname}
          maxLength={NICKNAME_MAX * 2}
          autoComplete="nickname"
          autoCapitalize="words"
          aria-describedby="nickname-hint nickname-error"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setNickname(e.target.value)}
        />
      </label>
      <p id="nickname-hint" className={styles.hint}>
        {t('join.nicknameHint', { max: NICKNAME_MAX })}
      </p>
      <p id="nickname-error" role="alert" className={error ? styles.warn : undefined}>
        {error}
      </p>
      <label>
        <span>{t('join.language')}</span>
        <select name="language" value={locale} onChange={(e) => onLanguage(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('join.submit')}
      </button>
    </form>
  );
};
