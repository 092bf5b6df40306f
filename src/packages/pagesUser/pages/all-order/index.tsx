import { View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { OrderList } from '@/components/order-list'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go } from '@/services/nav'
import { useSession } from '@/stores/session'
import { VERTICALS, VERTICAL_TEXT, type Vertical } from '@lotus/contract/verticals'
import './index.scss'

const TABS: ReadonlyArray<{ vertical: Vertical | ''; label: string }> = [
  { vertical: '', label: '全部' },
  ...VERTICALS.map((v) => ({ vertical: v, label: VERTICAL_TEXT[v] }))
]

/**
 * Every vertical's orders: a tab per vertical over the shared order list (its own status tabs); both filters
 * are the server's (`GET /v1/store/order/list?vertical=&status=`).
 */
export default function AllOrder() {
  const token = useSession((s) => s.token)
  const [vertical, setVertical] = useState<Vertical | ''>('')
  return (
    <View className="all-order">
      <NavBar
        title="全部訂單"
        right={
          <View
            className="all-order__search"
            role="button"
            aria-label="搜尋訂單"
            onClick={() => go(ACCOUNT_PAGES.searchAllOrder)}
          >
            搜尋
          </View>
        }
      />
      <View className="all-order__verticals" role="tablist" aria-label="業務">
        {TABS.map((t) => (
          <View
            key={t.label}
            role="tab"
            aria-selected={t.vertical === vertical}
            className={`all-order__vertical ${t.vertical === vertical ? 'all-order__vertical--on' : ''}`}
            onClick={() => setVertical(t.vertical)}
          >
            {t.label}
          </View>
        ))}
      </View>
      {/* a new list (and status tab) per vertical and per user */}
      <OrderList
        key={`${token}:${vertical}`}
        vertical={vertical || undefined}
        emptyText={vertical ? `暫無${VERTICAL_TEXT[vertical]}訂單` : '暫無訂單'}
      />
    </View>
  )
}
