import { useSyncExternalStore } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import { currentLocale, fill, subscribeLocale } from './index'

/** A subpackage's words in one language: the Chinese keys, each worded. */
export type WordsOf<K extends string> = Readonly<Record<K, string>>

/**
 * A subpackage's (or a page group's) words in all three languages. Chinese decides the keys; English and Portuguese
 * must have exactly those (`NoInfer`: they are checked against Chinese, never widen it; a missing key or an extra
 * one does not compile).
 */
export interface WordsInput<Z extends Record<string, string>> {
  'zh-Hant-MO': Z
  en: NoInfer<WordsOf<keyof Z & string>>
  pt: NoInfer<WordsOf<keyof Z & string>>
}

export type Vars = Readonly<Record<string, string | number>>

export interface Words<K extends string> {
  /** the hook for a component: its `t` words in the language in force and renders again when it changes */
  useWords: () => (key: K, vars?: Vars) => string
  /** the same words outside a component (a toast, a share title): the language in force when called */
  word: (key: K, vars?: Vars) => string
  /** the catalogues themselves (tests) */
  readonly catalogues: Readonly<Record<Locale, WordsOf<K>>>
}

/**
 * Issue 39, words that scale to every page: each subpackage keeps its own words in its own module
 * (`src/packages/<root>/words.ts`), so they load with it (its chunks on h5, its package on weapp) and never weigh on
 * the main package or h5's first load. The core catalogue (./zh-Hant-MO.ts, ./en.ts, ./pt.ts) keeps only the words
 * main's shared code says. A word missing at run time falls back to Chinese, then to its key.
 */
export function defineWords<const Z extends Record<string, string>>(
  input: WordsInput<Z>
): Words<keyof Z & string> {
  type K = keyof Z & string
  const catalogues = input as unknown as Record<Locale, Partial<WordsOf<K>>>
  const zh = catalogues[DEFAULT_LOCALE]
  const word = (key: K, vars?: Vars): string =>
    fill(catalogues[currentLocale()]?.[key] ?? zh[key] ?? key, vars)
  const useWords = () => {
    useSyncExternalStore(subscribeLocale, currentLocale, currentLocale)
    return word
  }
  return { useWords, word, catalogues: catalogues as Record<Locale, WordsOf<K>> }
}
