/** A page path without its query and leading slashes. */
export const strip = (p: string): string => (p.split('?')[0] ?? '').replace(/^\/+/, '')
