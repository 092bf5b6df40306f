import { View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { OrderList } from '@/components/order-list'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go } from '@/services/nav'
import { useSession } from '@/stores/session'
import { VERTICALS, type Vertical } from '@lotus/contract/verticals'
import './index.scss'
import { pagesUserWords } from '../../words'

const TABS: ReadonlyArray<Vertical | ''> = ['', ...VERTICALS]

/**
 * Every vertical's orders: a tab per vertical over the shared order list (its own status tabs); both filters
 * are the server's (`GET /v1/store/order/list?vertical=&status=`).
 */
export default function AllOrder() {
  const w = pagesUserWords.useWords()
  const token = useSession((s) => s.token)
  const [vertical, setVertical] = useState<Vertical | ''>('')
  return (
    <View className="all-order">
      <NavBar
        title={w('orders.title')}
        right={
          <View
            className="all-order__search"
            role="button"
            aria-label={w('orders.search')}
            onClick={() => go(ACCOUNT_PAGES.searchAllOrder)}
          >
            {w('search')}
          </View>
        }
      />
      <View className="all-order__verticals" role="tablist" aria-label={w('orders.verticals')}>
        {TABS.map((t) => (
          <View
            key={t || 'all'}
            role="tab"
            aria-selected={t === vertical}
            className={`all-order__vertical ${t === vertical ? 'all-order__vertical--on' : ''}`}
            onClick={() => setVertical(t)}
          >
            {t ? w(`vertical.${t}`) : w('orders.all')}
          </View>
        ))}
      </View>
      {/* a new list (and status tab) per vertical and per user */}
      <OrderList
        key={`${token}:${vertical}`}
        vertical={vertical || undefined}
        emptyText={vertical ? w('orders.noneIn', { vertical: w(`vertical.${vertical}`) }) : w('orders.none')}
      />
    </View>
  )
}
