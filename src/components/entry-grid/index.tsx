import { Text, View } from '@tarojs/components'
import { go, PAGES } from '@/services/nav'
import { VERTICAL_TEXT, VERTICALS, type Vertical } from '@lotus/contract/verticals'
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

/** The five verticals (spec §1) in the contract's order and words; the glyph is the name's first character. */
export const ENTRIES: readonly Entry[] = VERTICALS.map((v) => ({
  key: v,
  label: VERTICAL_TEXT[v],
  glyph: VERTICAL_TEXT[v].slice(0, 1),
  url: HOME[v]
}))

export function EntryGrid({ entries = ENTRIES }: { entries?: readonly Entry[] }) {
  return (
    <View className="entry-grid">
      {entries.map((e) => (
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
