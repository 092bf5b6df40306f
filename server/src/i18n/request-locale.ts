import type { FastifyRequest } from 'fastify'
import { type Locale, localeFromAcceptLanguage, localeOfPage } from '@lotus/contract/locale'

/** The language a request is answered in: its Accept-Language (the app sends its chosen language there). */
export const requestLocale = (req: Pick<FastifyRequest, 'headers'>): Locale =>
  localeFromAcceptLanguage(req.headers['accept-language'])

/** The language a page's HTML is drawn in: the app's language cookie, else Accept-Language (a first visit). */
export const pageLocale = (req: Pick<FastifyRequest, 'headers'>): Locale =>
  localeOfPage(req.headers.cookie, req.headers['accept-language'])
