// Control icons as inline SVG: every font draws them, and the button carries the name.
const PATHS = {
  first: 'M6 5h2v14H6zM20 5v14L9 12z',
  back: 'M17 5v14L6 12z',
  forward: 'M7 5v14l11-7z',
  last: 'M16 5h2v14h-2zM4 5v14l11-7z',
  play: 'M3 5v14l9-7zM12 5v14l9-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  file: 'M6 2h8l6 6v14H6zM14 2v6h6M9 13h8v1.6H9zM9 17h8v1.6H9z',
} as const;

export function Icon({ name }: { readonly name: keyof typeof PATHS }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
