import { View } from '@tarojs/components'
import { VerticalHome } from '@/components/merchant-list/vertical-home'
import { EntryGrid, type Entry } from '@/components/entry-grid'
import { SM } from '../../hooks/paths'
import { marketWords } from '../../words'
import './index.scss'

/**
 * The supermarket's own entries under the header (issue 9): hot sellers, limited coupons, news, stores and the
 * points mall.
 */
const MARKET_ENTRIES = [
  { key: 'supermarket', word: 'hot', url: SM.hotList },
  { key: 'group', word: 'coupons', url: SM.limitedCoupon },
  { key: 'spell', word: 'news', url: SM.newsList },
  { key: 'takeaway', word: 'stores', url: SM.mapLocationMch },
  { key: 'general', word: 'points', url: SM.pointList }
] as const

/** The entries in the reader's language; the glyph is a character of the label (the first letter in English). */
const entries = (w: ReturnType<typeof marketWords.useWords>): readonly Entry[] =>
  MARKET_ENTRIES.map((e) => ({
    key: e.key,
    label: w(`entry.${e.word}`),
    glyph: w(`glyph.${e.word}`),
    url: e.url
  }))

/** 超市首頁: the supermarket's entries, then merchants of this vertical nearest first. */
export default function SupermarketHome() {
  const w = marketWords.useWords()
  return (
    <VerticalHome
      vertical="supermarket"
      title={w('market')}
      slogan={w('slogan')}
      listTitle={w('nearbyMarkets')}
      emptyText={w('noMarkets')}
      extra={
        <View className="sm-entries">
          <EntryGrid entries={entries(w)} />
        </View>
      }
    />
  )
}
