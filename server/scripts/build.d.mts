/** Builds `<outDir>/main.mjs` (+ .map) and `<outDir>/migrations/`; returns the module's path. */
export function buildServer(outDir?: string): Promise<string>
/** The server built once for this process as `<parent>/<prefix><pid>/main.mjs`, removed when it exits. */
export function processBuild(parent: string, prefix: string): Promise<string>
