import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_KEY, localeFromTag } from '@lotus/contract/locale'
import { currentLocale, setMessages } from '@/i18n'
import { deviceLanguage } from '@/i18n/device-language'
import { rememberLanguage } from '@/i18n/language-cookie'
import { loadCatalogue } from '@/i18n/load-catalogue'
import { authContext, setAuthContext } from '@/services/auth-context'
import { setUserLocale } from '@/services/user'
import { applyTabBarTexts } from '@/services/tab-bar'
import { clearCache } from '@/queries/cache'
import { isRecord, persistedWith } from './persisted'

/** The language the user picked in 設定, or null: the device's (zh-* → Chinese, pt-* → Portuguese, else English). */
interface LocaleState {
  choice: Locale | null
  /** the language in force (the choice, or the device's) */
  locale: Locale
  choose: (choice: Locale | null) => Promise<void>
}

type StoredLocale = Pick<LocaleState, 'choice'>

const isStoredLocale = (v: unknown): v is StoredLocale =>
  isRecord(v) && (v.choice === null || isLocale(v.choice))

const resolve = (choice: Locale | null): Locale => choice ?? localeFromTag(deviceLanguage() || DEFAULT_LOCALE)

/** Puts `locale`'s words in force (fetching its catalogue on h5) and renames the tab bar. */
async function apply(locale: Locale): Promise<void> {
  const messages = await loadCatalogue(locale)
  // a later choice may have been made while this one loaded
  if (useLocale.getState().locale !== locale) return
  setMessages(locale, messages)
  applyTabBarTexts()
}

/**
 * Logged in: the server words what it pushes to the user in their language (a login tells it by its own request's
 * language; a failure here is quiet: the next switch or login tells it again).
 */
function tellServer(locale: Locale): void {
  if (authContext().token()) setUserLocale(locale).catch(() => undefined)
}

/** Device-scoped (plain create, like privacy): the language is this phone's and survives a logout. */
export const useLocale = create<LocaleState>()(
  persist(
    (set, get) => ({
      choice: null,
      locale: DEFAULT_LOCALE,
      choose: async (choice) => {
        const before = get().locale
        const locale = resolve(choice)
        set({ choice, locale })
        rememberLanguage(locale)
        await apply(locale)
        // what the server sent was in the old language (names, messages): ask again
        if (locale !== before) clearCache()
        if (locale !== before) tellServer(locale)
      }
    }),
    persistedWith<LocaleState, StoredLocale>({
      name: LOCALE_KEY,
      partialize: (s) => ({ choice: s.choice }),
      isValid: isStoredLocale
    })
  )
)

/**
 * At start (src/app.ts, as its modules load): the stored choice or the device's language is in force before the
 * first request goes out; its words follow as soon as its catalogue is here.
 */
export function startLocale(): Promise<void> {
  const locale = resolve(useLocale.getState().choice)
  useLocale.setState({ locale })
  // the server learns it for the next page's first screen (a year's cookie, renewed at each start)
  rememberLanguage(locale)
  if (locale !== currentLocale()) return apply(locale)
  applyTabBarTexts()
  return Promise.resolve()
}

setAuthContext({ language: () => useLocale.getState().locale })
