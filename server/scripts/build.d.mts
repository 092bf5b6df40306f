/** Builds `<outDir>/main.mjs` (+ .map) and `<outDir>/migrations/`; returns the module's path. */
export function buildServer(outDir?: string): Promise<string>
