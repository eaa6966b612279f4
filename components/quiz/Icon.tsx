// Control icons as inline SVG: every font draws them, and the button carries the name.
const PATHS = {
  // Media-player convention: ⏮ to the start, ◀❙ one step back, ▶ autoplay, ❙▶ one step on, ⏭ to the next stop.
  first: 'M3 5h2v14H3zM13 5v14L5 12zM21 5v14l-8-7z',
  back: 'M14 5v14L5 12zM16 5h3v14h-3z',
  forward: 'M5 5h3v14H5zM10 5v14l9-7z',
  last: 'M3 5v14l8-7zM11 5v14l8-7zM19 5h2v14h-2z',
  play: 'M6 4v16l13-8z',
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
