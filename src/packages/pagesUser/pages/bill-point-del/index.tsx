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

/** One bill of the wallet (query id): amount, kind, time, balance after and the order it belongs to. */
export default function BillDetail() {
  const id = Number((useRouter().params as Record<string, string | undefined>).id ?? 0)
  const q = useWalletRecord(Number.isSafeInteger(id) ? id : 0)
  const r = q.data
  return (
    <View className="acct">
      <NavBar title="賬單詳情" />
      <StateView
        state={id > 0 ? loadStateOf(q) : 'empty'}
        rows={2}
        emptyText="找不到賬單"
        errorText="賬單載入失敗"
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
                <Text>類型</Text>
                <Text className="acct__extra">{WALLET_RECORD_LABELS[r.type] ?? r.type}</Text>
              </View>
              <View className="acct__row">
                <Text>時間</Text>
                <Text className="acct__extra">{formatDate(r.createdAt, 1)}</Text>
              </View>
              <View className="acct__row">
                <Text>交易後餘額</Text>
                <Text className="acct__extra">{formatMop(r.balanceAfter)}</Text>
              </View>
              {r.merchantName && (
                <View className="acct__row">
                  <Text>商家</Text>
                  <Text className="acct__extra">{r.merchantName}</Text>
                </View>
              )}
              {r.orderNo && (
                <View className="acct__row">
                  <Text>訂單編號</Text>
                  <Text className="acct__extra">{r.orderNo}</Text>
                </View>
              )}
              <View className="acct__row">
                <Text>流水號</Text>
                <Text className="acct__extra">{r.id}</Text>
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
