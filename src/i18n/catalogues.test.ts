import { describe, expect, it } from 'vitest'
import { LOCALES } from '@lotus/contract/locale'
import en from './en'
import { LANGUAGE_NAMES, setMessages, t } from './index'
import { loadCatalogue } from './load-catalogue'
import pt from './pt'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { zh } from './zh-Hant-MO'
import { zhPages } from './zh-Hant-MO.pages'
import type { Words } from './define-words'

const all = { ...zh, ...zhPages }

const CJK = /[\u3400-\u9fff]/u
const marks = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('catalogues (issue 39: every key in every language)', () => {
  const keys = Object.keys(all).sort()

  it.each([
    ['en', en],
    ['pt', pt]
  ] as const)('%s has every key, each worded, with the same {marks}, and no Chinese left in it', (_, cat) => {
    expect(Object.keys(cat).sort()).toEqual(keys)
    for (const key of keys) {
      const text = cat[key as keyof typeof all]
      expect(text.trim(), key).not.toBe('')
      expect(marks(text), key).toEqual(marks(all[key as keyof typeof all]))
      expect(CJK.test(text), `${key}: ${text}`).toBe(false)
    }
  })

  // every subpackage that has its own words (src/packages/<root>/words.ts, made with defineWords)
  const packages = path.resolve(__dirname, '../packages')
  const roots = readdirSync(packages).filter((r) => existsSync(path.join(packages, r, 'words.ts')))

  it('spell and pagesA keep their words in their own module', () => {
    expect(roots).toEqual(expect.arrayContaining(['pagesA', 'spell']))
  })

  it.each(roots)(
    '%s: each language has every key, each worded, with the same {marks}, no Chinese left',
    async (root) => {
      const mod = (await import(`../packages/${root}/words.ts`)) as Record<string, unknown>
      const words = Object.values(mod).find(
        (v): v is Words<string> => typeof v === 'object' && v !== null && 'catalogues' in v
      )
      expect(words, `${root}/words.ts exports its defineWords(…)`).toBeDefined()
      const cats = words!.catalogues
      const zhKeys = Object.keys(cats['zh-Hant-MO']).sort()
      for (const locale of ['en', 'pt'] as const) {
        const cat = cats[locale]
        expect(Object.keys(cat).sort(), locale).toEqual(zhKeys)
        for (const key of zhKeys) {
          const text = cat[key] ?? ''
          expect(text.trim(), `${locale} ${key}`).not.toBe('')
          expect(marks(text), `${locale} ${key}`).toEqual(marks(cats['zh-Hant-MO'][key] ?? ''))
          expect(CJK.test(text), `${locale} ${key}: ${text}`).toBe(false)
        }
      }
      // the core catalogue is main's: a subpackage's words never ride in it
      const said = new Set(zhKeys)
      const dir = path.join(packages, root)
      const used = readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
        .flatMap((f) =>
          [...readFileSync(path.join(dir, f), 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!)
        )
      expect(
        used.filter((k) => !said.has(k) && !(k in zh)),
        `${root}: t('…') of keys its words.ts lacks`
      ).toEqual([])
    }
  )

  // every main-package component or tab page with its own words (src/components/<x>/words.ts, src/pages/<x>/words.ts)
  const mainWords = (['components', 'pages'] as const).flatMap((dir) => {
    const base = path.resolve(__dirname, '..', dir)
    return readdirSync(base)
      .filter((x) => existsSync(path.join(base, x, 'words.ts')))
      .map((x) => `${dir}/${x}`)
  })

  it('the spec popup, cart bar, orders and the agreement keep their words in their own module', () => {
    expect(mainWords).toEqual(
      expect.arrayContaining([
        'components/spec-popup',
        'components/cart-bar',
        'components/order-actions',
        'components/account-agreement',
        'pages/order',
        'pages/grade'
      ])
    )
  })

  it.each(mainWords)(
    '%s: each language has every key, each worded, with the same {marks}, no Chinese left',
    async (dir) => {
      // one level of variable per import (vite): the folder is named, the component or page is not
      const [kind, name] = dir.split('/')
      const mod = (
        kind === 'pages'
          ? await import(`../pages/${name}/words.ts`)
          : await import(`../components/${name}/words.ts`)
      ) as Record<string, unknown>
      const found = Object.values(mod).filter(
        (v): v is Words<string> => typeof v === 'object' && v !== null && 'catalogues' in v
      )
      expect(found.length, `${dir}/words.ts exports its defineWords(…)`).toBeGreaterThan(0)
      for (const words of found) {
        const cats = words.catalogues
        const zhKeys = Object.keys(cats['zh-Hant-MO']).sort()
        for (const locale of ['en', 'pt'] as const) {
          const cat = cats[locale]
          expect(Object.keys(cat).sort(), locale).toEqual(zhKeys)
          for (const key of zhKeys) {
            const text = cat[key] ?? ''
            expect(text.trim(), `${locale} ${key}`).not.toBe('')
            expect(marks(text), `${locale} ${key}`).toEqual(marks(cats['zh-Hant-MO'][key] ?? ''))
            expect(CJK.test(text), `${locale} ${key}: ${text}`).toBe(false)
          }
        }
      }
    }
  )

  it('each language is named in its own words, and loads its own catalogue', async () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LOCALES].sort())
    expect(await loadCatalogue('en')).toBe(en)
    expect(await loadCatalogue('pt')).toBe(pt)
    expect(await loadCatalogue('zh-Hant-MO')).toBe(zh)
  })

  it('the core and the pages’ Chinese share no key; a file that says a page’s key brings its words along', () => {
    expect(Object.keys(zh).filter((k) => k in zhPages)).toEqual([])
    const src = path.resolve(__dirname, '..')
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(path.join(dir, e.name))
          : /\.tsx$/.test(e.name) && !/\.test\./.test(e.name)
            ? [path.join(dir, e.name)]
            : []
      )
    const missing = files(src).filter((f) => {
      const text = readFileSync(f, 'utf8')
      return (
        Object.keys(zhPages).some((k) => text.includes(`'${k}'`)) &&
        !text.includes("import '@/i18n/zh-Hant-MO.pages'")
      )
    })
    expect(missing).toEqual([])
  })

  it('t() fills the marks and follows the language in force', () => {
    expect(t('time.minutesAgo', { n: 5 })).toBe('5分鐘前')
    setMessages('pt', pt)
    expect(t('time.minutesAgo', { n: 5 })).toBe('há 5 min')
    setMessages('zh-Hant-MO', zh)
  })
})
