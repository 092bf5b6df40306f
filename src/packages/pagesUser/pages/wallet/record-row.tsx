import { Text, View } from '@tarojs/components'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go, withQuery } from '@/services/nav'
import type { WalletRecord } from '@/services/wallet'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import './record-row.scss'
import { pagesUserWords } from '../../words'

/** One wallet movement: title, time, signed amount, balance after; opens the bill's details. */
export function RecordRow({ record: r }: { record: WalletRecord }) {
  const w = pagesUserWords.useWords()
  return (
    <View className="record-row" onClick={() => go(withQuery(ACCOUNT_PAGES.billDetail, { id: r.id }))}>
      <View className="record-row__main">
        <Text className="record-row__title">{r.title}</Text>
        <Text className="record-row__at">{formatDate(r.createdAt, 1)}</Text>
      </View>
      <View className="record-row__side">
        <Text className={`record-row__amount ${r.amount > 0 ? 'record-row__amount--in' : ''}`}>
          {r.amount > 0 ? '+' : ''}
          {formatMop(r.amount, { symbol: false })}
        </Text>
        <Text className="record-row__after">
          {w('balanceOf', { amount: formatMop(r.balanceAfter, { symbol: false }) })}
        </Text>
      </View>
    </View>
  )
}
