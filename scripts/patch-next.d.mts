// Types of scripts/patch-next.mjs (plain JavaScript, as npm runs it before anything is compiled).
export function patchSource(source: string): string;
export function nextServerFiles(nextDir: string): string[];
export function patchNext(nextDir: string): { patched: number; alreadyPatched: number };
export function patchInstalledNext(): string;
