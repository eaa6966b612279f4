// The bound on what a learner can open: a case or PBN file of at most 1 MB, checked before anything
// is read or parsed (a 20 MB paste or file would otherwise freeze the tab while JSON.parse runs).

export const MAX_CASE_BYTES = 1024 * 1024;

/** The size of a text in bytes as UTF-8, counted without building a copy of it; the count stops
 *  just past the bound (a 20 MB paste costs what 1 MB does). */
export const utf8Bytes = (text: string): number => {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > MAX_CASE_BYTES) return bytes; // enough to know it is too large
  }
  return bytes;
};

export const isTooLarge = (bytes: number): boolean => bytes > MAX_CASE_BYTES;

/** Megabytes with one decimal, rounded up so a file just over the bound never reads "1 MB". */
export const megabytes = (bytes: number): number => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** A case's title, as the engine's parser bounds it (a few hundred characters). */
export const MAX_TITLE_LENGTH = 300;
