/** Builds `<outDir>/main.mjs` (+ .map) and `<outDir>/migrations/`; returns the module's path. */
export function buildServer(outDir?: string): Promise<string>
/** Removes `<parent>/<prefix><pid>` builds of processes that are gone. */
export function removeStaleBuilds(parent: string, prefix: string): void
