/** h5 is served by our own server: a relative base (/api) is same-origin and stays as it is. */
export const platformBase = (base: string): string => base
