// The engine's public API: everything outside lib/engine imports from here, never from a module
// inside it. Pure TypeScript over plain data: no React, Next, Node built-ins, I/O or language strings.
export * from './vocab';
export * from './caseFile';
export * from './caseSchema';
export * from './auction';
export * from './contract';
export * from './deal';
export * from './replay';
export * from './rule';
export * from './ruling';
export * from './score';
export * from './steps';
export * from './table';
export { EDITION_RULES } from './laws/editions';
export * from './stepRules';
