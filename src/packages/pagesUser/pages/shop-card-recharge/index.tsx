import Taro, { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { openPayUrl } from '@/components/order-actions/open-pay-url'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { ensurePayPassword, WalletPaySheet } from '@/components/wallet-pay-sheet'
import { merchantPath } from '@/components/merchant-card/merchant-path'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import {
  buyCard,
  useMyShopCards,
  useShopCardOffer,
  useShopCardOffers,
  useShopCardRecords
} from '@/queries/account-money'
import { useWalletInfo } from '@/queries/wallet'
import type { ShopCardTier } from '@/services/account-money'
import { MONEY_PAGES } from '@/services/money-pages'
import { go, withQuery } from '@/services/nav'
import { tierBonus } from '@lotus/contract/account-money'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { pagesUserWords } from '../../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** Every merchant selling cards, and the cards I hold. */
function CardList() {
  const w = pagesUserWords.useWords()
  const offers = useShopCardOffers()
  const mine = useMyShopCards()
  const balances = new Map((mine.data ?? []).map((c) => [c.mchId, c.balance]))
  return (
    <StateView
      state={loadStateOf(offers, (l) => l.length === 0)}
      rows={3}
      emptyText={w('card.none')}
      errorText={w('card.failed')}
      onRetry={() => void offers.refetch()}
    >
      <Text className="acct__title">{w('card.intro')}</Text>
      <View className="acct__section">
        {(offers.data ?? []).map((o) => {
          const best = o.tiers[o.tiers.length - 1]
          return (
            <View
              key={o.mchId}
              className="acct__row"
              role="link"
              data-testid="shop-card-offer"
              onClick={() => go(withQuery(MONEY_PAGES.shopCardRecharge, { mchId: o.mchId }))}
            >
              <View style={{ display: 'flex', flexDirection: 'column', padding: '10px 0' }}>
                <Text style={{ fontWeight: 600 }}>{o.merchantName}</Text>
                <Text className="acct__extra">
                  {best ? w('card.tier', { pay: mop(best.pay), credit: mop(best.credit) }) : ''}
                </Text>
              </View>
              <Text className="acct__extra lotus-chevron">
                {(balances.get(o.mchId) ?? 0) > 0
                  ? w('balanceOf', { amount: mop(balances.get(o.mchId) ?? 0) })
                  : w('card.go')}
              </Text>
            </View>
          )
        })}
      </View>
    </StateView>
  )
}

/** One merchant's card: balance, tiers (paid from the wallet or online) and history. */
function MerchantCard({ mchId }: { mchId: number }) {
  const w = pagesUserWords.useWords()
  const offer = useShopCardOffer(mchId)
  const records = useShopCardRecords(mchId)
  const wallet = useWalletInfo()
  const [tier, setTier] = useState<ShopCardTier | null>(null)
  const [sheet, setSheet] = useState(false)
  const buy = useMutation(buyCard)
  const busy = buy.busy
  useReachBottom(() => void records.loadMore())
  // back from the gateway: the card may have been credited
  useReloadOnShow(() => {
    if (offer.data) void offer.refetch()
    if (records.items.length) void records.refresh()
  })
  const o = offer.data
  const chosen = tier ?? o?.tiers[0] ?? null
  const balance = wallet.data?.balance ?? 0

  const payWallet = async () => {
    if (!chosen) return
    if (!(await ensurePayPassword(wallet.data?.hasPayPassword))) return
    setSheet(true)
  }
  const payOnline = async () => {
    if (!chosen || busy) return
    try {
      const r = await buy.run({ mchId, tierId: chosen.id, method: 'online' })
      if (r !== SKIPPED && r.payUrl) openPayUrl(r.payUrl, w('card.buy'))
    } catch {
      // toasted
    }
  }

  return (
    <StateView
      state={loadStateOf(offer)}
      rows={3}
      errorText={w('card.failed')}
      onRetry={() => void offer.refetch()}
    >
      {o && (
        <>
          <View className="acct__hero">
            <Text className="acct__hero-sub">{w('card.balanceOf', { name: o.merchantName })}</Text>
            <Text className="acct__hero-title" data-testid="shop-card-balance">
              {formatMop(o.balance)}
            </Text>
            <Text className="acct__hero-sub">{w('card.onlyAt', { name: o.merchantName })}</Text>
          </View>
          <Text className="acct__title">{w('card.choose')}</Text>
          <View className="acct__section" role="radiogroup" aria-label={w('card.tiers')}>
            {o.tiers.map((t) => (
              <View
                key={t.id}
                className="acct__row"
                role="radio"
                aria-checked={chosen?.id === t.id}
                onClick={() => setTier(t)}
              >
                <Text>
                  {chosen?.id === t.id ? '● ' : '○ '}
                  {w('card.tier', { pay: mop(t.pay), credit: mop(t.credit) })}
                </Text>
                <Text className="acct__extra">{w('card.bonus', { amount: mop(tierBonus(t)) })}</Text>
              </View>
            ))}
          </View>
          {chosen && (
            <>
              <View
                role="button"
                aria-disabled={balance < chosen.pay}
                className={`acct__btn ${balance >= chosen.pay ? '' : 'acct__btn--off'}`}
                onClick={() => (balance >= chosen.pay ? void payWallet() : undefined)}
              >
                {w('card.payWallet', { pay: mop(chosen.pay), balance: mop(balance) })}
              </View>
              <View
                role="button"
                className={`acct__btn acct__btn--ghost ${busy ? 'acct__btn--off' : ''}`}
                aria-disabled={busy}
                onClick={() => void payOnline()}
              >
                {w('card.payOnline', { pay: mop(chosen.pay) })}
              </View>
            </>
          )}
          <View className="acct__section">
            <View
              className="acct__row"
              role="link"
              onClick={() => go(merchantPath({ id: o.mchId, vertical: o.vertical }, 'shopCard'))}
            >
              <Text>{w('card.orderAt', { name: o.merchantName })}</Text>
              <Icon className="acct__extra" d={iconChevronRight} />
            </View>
          </View>
          <Text className="acct__title">{w('records')}</Text>
          <StateView
            state={records.state}
            rows={2}
            emptyText={w('card.recordsNone')}
            errorText={w('card.recordsFailed')}
            onRetry={() => void records.refresh()}
          >
            <View className="acct__section">
              {records.items.map((r) => (
                <View key={r.id} className="acct__row" data-testid="shop-card-record">
                  <View style={{ display: 'flex', flexDirection: 'column', padding: '8px 0' }}>
                    <Text>{r.title}</Text>
                    <Text className="acct__extra">
                      {w(`shopCardRecord.${r.kind}`)} · {formatDate(r.createdAt, 1)} ·{' '}
                      {w('balanceOf', { amount: mop(r.balanceAfter) })}
                    </Text>
                  </View>
                  <Text style={{ fontWeight: 600, color: r.amount > 0 ? '#ff6a00' : '#333' }}>
                    {r.amount > 0 ? '+' : ''}
                    {formatMop(r.amount)}
                  </Text>
                </View>
              ))}
            </View>
          </StateView>
          <WalletPaySheet
            open={sheet}
            amount={chosen?.pay ?? 0}
            onClose={() => setSheet(false)}
            onPay={async (pw) => {
              if (!chosen) return
              await buyCard({ mchId, tierId: chosen.id, method: 'wallet', password: pw })
              setSheet(false)
              void Taro.showToast({ title: w('card.topUpOk'), icon: 'success' })
              void offer.refetch()
              void records.refresh()
            }}
          />
        </>
      )}
    </StateView>
  )
}

/** Stored-value shop cards (?mchId opens one merchant's card). */
export default function ShopCardRecharge() {
  const w = pagesUserWords.useWords()
  const mchId = Number(usePageParams().mchId ?? 0)
  return (
    <View className="acct">
      <NavBar title={w('shopCards')} />
      {mchId > 0 ? <MerchantCard mchId={mchId} /> : <CardList />}
    </View>
  )
}
