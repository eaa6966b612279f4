// Choose a file from the device, with a button and a "no file chosen" in the reader's language
// (the browser's own picker speaks the browser's language). The input itself stays in the page,
// visually hidden, so it keeps its label, focus and keyboard behaviour.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';

interface Props {
  readonly label: string;
  readonly accept: string;
  readonly onFile: (file: File) => void;
}

export function CaseFilePicker({ label, accept, onFile }: Props) {
  const t = useTranslations('case');
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file chosen again must open again (after an edit on disk).
    e.target.value = '';
    if (!file) return;
    setName(file.name);
    onFile(file);
  };
  return (
    <div className="file-picker">
      <span className="file-picker__label" id={`${id}-label`}>
        {label}
      </span>
      <span className="file-picker__row">
        <input id={id} className="visually-hidden file-picker__input" type="file" accept={accept} onChange={change} aria-labelledby={`${id}-label`} aria-describedby={`${id}-chosen`} />
        <label htmlFor={id} className="button file-picker__button">
          {t('chooseFile')}
        </label>
        <span id={`${id}-chosen`} className="file-picker__chosen">
          {name ? t('chosenFile', { name }) : t('noFile')}
        </span>
      </span>
    </div>
  );
}
