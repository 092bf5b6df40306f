import { Text, View } from '@tarojs/components'
import { go, PAGES } from '@/services/nav'
import { verticalText, VERTICALS, type Vertical } from '@lotus/contract/verticals'
import type { Locale } from '@lotus/contract/locale'
import { currentLocale, t, useT } from '@/i18n'
import './index.scss'

export interface Entry {
  key: string
  label: string
  glyph: string
  url: string
}

const HOME: Readonly<Record<Vertical, string>> = {
  takeaway: PAGES.takeawayHome,
  supermarket: PAGES.supermarketHome,
  group: PAGES.groupHome,
  spell: PAGES.spellHome,
  general: PAGES.generalHome
}

/**
 * The five verticals (spec §1) in the contract's order and words, in the reader's language; the glyph is one
 * character the catalogue gives each (Chinese: the name's first; elsewhere a letter no other tile shows).
 */
export const verticalEntries = (locale: Locale): readonly Entry[] =>
  VERTICALS.map((v) => ({
    key: v,
    label: verticalText(v, locale),
    glyph: t(`home.glyph.${v}`),
    url: HOME[v]
  }))

export function EntryGrid({ entries }: { entries?: readonly Entry[] }) {
  useT() // re-renders the verticals' names when the language changes
  const shown = entries ?? verticalEntries(currentLocale())
  return (
    <View className="entry-grid">
      {shown.map((e) => (
        <View
          key={e.key}
          className="entry-grid__item"
          role="link"
          aria-label={e.label}
          onClick={() => go(e.url)}
        >
          <View className={`entry-grid__icon entry-grid__icon--${e.key}`}>
            <Text>{e.glyph}</Text>
          </View>
          <Text className="entry-grid__label">{e.label}</Text>
        </View>
      ))}
    </View>
  )
}
