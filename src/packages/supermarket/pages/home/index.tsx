import { VerticalHome } from '@/components/merchant-list/vertical-home'
import { EntryGrid, type Entry } from '@/components/entry-grid'
import { SM } from '../../hooks/paths'

/**
 * The supermarket's own entries under the header (issue 9): hot sellers, limited coupons, news, stores and the
 * points mall.
 */
const MARKET_ENTRIES: readonly Entry[] = [
  { key: 'supermarket', label: '每週熱銷', glyph: '熱', url: SM.hotList },
  { key: 'group', label: '限時搶券', glyph: '券', url: SM.limitedCoupon },
  { key: 'spell', label: '超市資訊', glyph: '訊', url: SM.newsList },
  { key: 'takeaway', label: '選擇門店', glyph: '店', url: SM.mapLocationMch },
  { key: 'general', label: '積分商城', glyph: '蜜', url: SM.pointList }
]

/** 超市首頁: the supermarket's entries, then merchants of this vertical nearest first. */
export default function SupermarketHome() {
  return (
    <VerticalHome
      vertical="supermarket"
      title="超市"
      slogan="生鮮日用，2小時送到家"
      listTitle="附近超市"
      emptyText="附近暫無超市"
      extra={<EntryGrid entries={MARKET_ENTRIES} />}
    />
  )
}
