import { Text, View } from '@tarojs/components'
import { go, PAGES } from '@/services/nav'
import './index.scss'

export interface Entry {
  key: string
  label: string
  glyph: string
  url: string
}

/** The five verticals (spec §1), in the order users know from the app. */
export const ENTRIES: readonly Entry[] = [
  { key: 'takeaway', label: '外賣', glyph: '外', url: PAGES.takeawayHome },
  { key: 'supermarket', label: '超市', glyph: '超', url: PAGES.supermarketHome },
  { key: 'group', label: '團購', glyph: '團', url: PAGES.groupHome },
  { key: 'spell', label: '拼單', glyph: '拼', url: PAGES.spellHome },
  { key: 'general', label: '百貨', glyph: '百', url: PAGES.generalHome }
]

export function EntryGrid({ entries = ENTRIES }: { entries?: readonly Entry[] }) {
  return (
    <View className="entry-grid">
      {entries.map((e) => (
        <View key={e.key} className="entry-grid__item" aria-label={e.label} onClick={() => go(e.url)}>
          <View className={`entry-grid__icon entry-grid__icon--${e.key}`}>
            <Text>{e.glyph}</Text>
          </View>
          <Text className="entry-grid__label">{e.label}</Text>
        </View>
      ))}
    </View>
  )
}
