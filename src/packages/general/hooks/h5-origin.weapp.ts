import { apiBase } from '@/services/env'

/** The origin of the h5 app, seen from the mini-program: the API base's host serves it. */
export const h5Origin = (): string => /^https?:\/\/[^/]+/.exec(apiBase())?.[0] ?? ''
