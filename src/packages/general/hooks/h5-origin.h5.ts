/** The origin of the h5 app: the page's own. */
export const h5Origin = (): string => (typeof location !== 'undefined' ? location.origin : '')
