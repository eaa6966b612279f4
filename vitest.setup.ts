// Component tests opt into jsdom per file with `// @vitest-environment jsdom`; engine tests stay in node.
export {};
