import { useSyncExternalStore } from 'react'
import { DEFAULT_LOCALE, fillMarks, type Locale } from '@lotus/contract/locale'
import { setDocumentLanguage } from './document-language'
import { type Catalogue, type MessageKey, zh } from './zh-Hant-MO'

export type { Catalogue, MessageKey }

/**
 * The app's words (issue 39). A typed catalogue per language and a 20-line runtime instead of a message library:
 * the h5 first load is within a few KB of its 170 KB budget, and our strings need only `{name}` values (README,
 * "Languages"). Chinese is the default: its core words in the main bundle, each page's with the page
 * (zh-Hant-MO.pages.ts); English or Portuguese is fetched when chosen (./load-catalogue).
 * The current language lives here, not in a store, so services (toasts, request headers) read it without
 * importing stores; src/stores/locale.ts decides it and persists the choice.
 */

/** Chinese, the default and the fallback: the core words, and the pages' once their module has loaded */
const defaults: Partial<Record<MessageKey, string>> = { ...zh }
let current: { locale: Locale; messages: Partial<Catalogue> } = { locale: DEFAULT_LOCALE, messages: defaults }

/** Chinese words that come with a page's chunk (zh-Hant-MO.pages.ts). */
export function addDefaults(words: Readonly<Partial<Record<MessageKey, string>>>): void {
  Object.assign(defaults, words)
}

const listeners = new Set<() => void>()

export const currentLocale = (): Locale => current.locale

/** Puts a language's catalogue in force; every useT() re-renders. */
export function setMessages(locale: Locale, messages: Partial<Catalogue>): void {
  current = { locale, messages: locale === DEFAULT_LOCALE ? defaults : messages }
  setDocumentLanguage(locale)
  for (const l of listeners) l()
}

/** A message in the current language, its `{name}` marks filled from `vars`. */
export function t(key: MessageKey, vars?: Readonly<Record<string, string | number>>): string {
  return fill(current.messages[key] ?? defaults[key] ?? key, vars)
}

/** `text` with its `{name}` marks filled from `vars` (a mark without a value stays as written). */
export function fill(text: string, vars?: Readonly<Record<string, string | number>>): string {
  return vars ? fillMarks(text, vars) : text
}

/** Called whenever another language is put in force (useT, and each subpackage's useWords: ./define-words). */
export const subscribeLocale = (l: () => void) => {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}

/** t, for a component: it renders again when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(
    subscribeLocale,
    () => current,
    () => current
  )
  return t
}

/** Each language by its own name (the same in every catalogue: a reader finds their language whatever is shown). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'zh-Hant-MO': '繁體中文',
  en: 'English',
  pt: 'Português'
}

/**
 * A text operators write in Chinese (the remote config's search hint, the god member's name), or undefined for a
 * reader of another language, who then sees the app's own word for it.
 */
export const operatorText = (text: unknown): string | undefined =>
  typeof text === 'string' && current.locale === DEFAULT_LOCALE ? text : undefined
