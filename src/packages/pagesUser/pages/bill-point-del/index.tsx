import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useWalletRecord } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { formatMop } from '@lotus/contract/money'
import { WALLET_RECORD_LABELS } from '@lotus/contract/wallet'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** One bill of the wallet (query id): amount, kind, time, balance after and the order it belongs to. */
export default function BillDetail() {
  const w = pagesUserWords.useWords()
  const id = Number((useRouter().params as Record<string, string | undefined>).id ?? 0)
  const q = useWalletRecord(Number.isSafeInteger(id) ? id : 0)
  const r = q.data
  return (
    <View className="acct">
      <NavBar title={w('bill.title')} />
      <StateView
        state={id > 0 ? loadStateOf(q) : 'empty'}
        rows={2}
        emptyText={w('bill.notFound')}
        errorText={w('bill.failed')}
        onRetry={() => void q.refetch()}
      >
        {r && (
          <>
            <View className="acct__hero">
              <Text className="acct__hero-sub">{r.title}</Text>
              <Text className="acct__hero-title">
                {r.amount > 0 ? '+' : ''}
                {formatMop(r.amount)}
              </Text>
            </View>
            <View className="acct__section">
              <View className="acct__row">
                <Text>{w('bill.type')}</Text>
                <Text className="acct__extra">
                  {r.type in WALLET_RECORD_LABELS ? w(`walletRecord.${r.type}`) : r.type}
                </Text>
              </View>
              <View className="acct__row">
                <Text>{w('bill.time')}</Text>
                <Text className="acct__extra">{formatDate(r.createdAt, 1)}</Text>
              </View>
              <View className="acct__row">
                <Text>{w('bill.after')}</Text>
                <Text className="acct__extra">{formatMop(r.balanceAfter)}</Text>
              </View>
              {r.merchantName && (
                <View className="acct__row">
                  <Text>{w('merchant')}</Text>
                  <Text className="acct__extra">{r.merchantName}</Text>
                </View>
              )}
              {r.orderNo && (
                <View className="acct__row">
                  <Text>{w('bill.orderNo')}</Text>
                  <Text className="acct__extra">{r.orderNo}</Text>
                </View>
              )}
              <View className="acct__row">
                <Text>{w('bill.serial')}</Text>
                <Text className="acct__extra">{r.id}</Text>
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
