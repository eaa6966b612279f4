// The shape of a translator whose keys are only known at run time (engine step keys, feedback keys).
export interface LooseTranslator {
  (key: string, values?: Record<string, string | number | Date>): string;
  has(key: string): boolean;
}
