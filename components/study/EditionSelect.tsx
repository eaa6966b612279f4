// The edition a study session or an exam uses, as a drop-down: "Edition [2017 laws ▾]".
import { EDITIONS, type Edition } from '@/lib/engine';

interface Props {
  readonly label: string;
  readonly value: Edition;
  readonly onChange: (edition: Edition) => void;
  /** An option's text ("2017 laws"). */
  readonly option: (edition: Edition) => string;
}

export const EditionSelect = ({ label, value, onChange, option }: Props) => (
  <label>
    {label}{' '}
    <select value={value} onChange={(e) => onChange(e.target.value as Edition)}>
      {EDITIONS.map((e) => (
        <option key={e} value={e}>
          {option(e)}
        </option>
      ))}
    </select>
  </label>
);
