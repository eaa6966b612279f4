// The `pbn` npm package (tests only: an independent reader of the PBN files we write) ships no types.
declare module 'pbn' {
  import type { Transform } from 'node:stream';
  const pbn: () => Transform;
  export default pbn;
}
