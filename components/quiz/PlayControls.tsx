// Step through the play with buttons or the keyboard (the player handles the keys), and say in
// words what the last action was, for learners and screen readers alike.
import { useTranslations } from 'next-intl';
import { Icon } from './Icon';

export interface PlayControlsProps {
  readonly position: number;
  readonly total: number;
  readonly max: number;
  readonly playing: boolean;
  readonly onGo: (position: number) => void;
  readonly onToggle: () => void;
  readonly description: string;
}

export function PlayControls({ position, total, max, playing, onGo, onToggle, description }: PlayControlsProps) {
  const t = useTranslations('controls');
  return (
    <div className="controls" role="group" aria-label={t('label')}>
      <div className="controls__buttons">
        <button type="button" className="button button--icon" onClick={() => onGo(0)} disabled={position === 0} aria-label={t('first')} title={t('first')}>
          <Icon name="first" />
        </button>
        <button type="button" className="button button--icon" onClick={() => onGo(position - 1)} disabled={position === 0} aria-label={t('back')} title={t('back')}>
          <Icon name="back" />
        </button>
        <button type="button" className="button button--icon" onClick={onToggle} disabled={!playing && position >= max} aria-label={playing ? t('pause') : t('play')} title={playing ? t('pause') : t('play')}>
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button type="button" className="button button--icon button--primary" onClick={() => onGo(position + 1)} disabled={position >= max} aria-label={t('forward')} title={t('forward')}>
          <Icon name="forward" />
        </button>
        <button type="button" className="button button--icon" onClick={() => onGo(max)} disabled={position >= max} aria-label={t('last')} title={t('last')}>
          <Icon name="last" />
        </button>
      </div>
      <p className="controls__position">{t('position', { n: position, total })}</p>
      <p className="controls__action" aria-live="polite">
        {description}
      </p>
      <p className="controls__keys">{t('keys')}</p>
    </div>
  );
}
