import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { usePageParams } from '@/hooks/use-page-params'
import { merchantPath } from '@/components/merchant-card/merchant-path'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useCouponEntries } from '@/queries/account-money'
import type { CouponEntry } from '@/services/account-money'
import { go, PAGES } from '@/services/nav'
import { COUPON_TYPE_NAMES } from '@lotus/contract/cart'
import { FREE_DELIVERY_VOUCHER_SCOPE, freeDeliveryVoucherText } from '@lotus/contract/member'
import { formatMop } from '@lotus/contract/money'
import { VERTICAL_TEXT } from '@lotus/contract/verticals'
import { formatDate } from '@/utils/time'
import { TypeTabs } from './type-tabs'
import '@/styles/account.scss'

const HOMES = {
  takeaway: PAGES.takeawayHome,
  supermarket: PAGES.supermarketHome,
  group: PAGES.groupHome,
  spell: PAGES.spellHome,
  general: PAGES.generalHome
} as const

/**
 * Where a coupon is used: its merchant, else its vertical's home, else the home page (a free-delivery voucher:
 * takeaway, where most delivery orders are).
 */
export function couponTarget(
  c: Pick<CouponEntry, 'mchId' | 'vertical'> & { type?: CouponEntry['type'] }
): string {
  if (c.mchId !== null && c.vertical) return merchantPath({ id: c.mchId, vertical: c.vertical }, 'coupon')
  if (c.vertical) return HOMES[c.vertical]
  return c.type === 'freeDelivery' ? HOMES.takeaway : PAGES.home
}

const scope = (c: CouponEntry) =>
  c.type === 'freeDelivery'
    ? FREE_DELIVERY_VOUCHER_SCOPE
    : c.merchantName
      ? `限 ${c.merchantName} 使用`
      : c.vertical
        ? `限${VERTICAL_TEXT[c.vertical]}使用`
        : '全平台通用'

const STATUS_TEXT = { usable: '去使用', used: '已使用', expired: '已過期' } as const

/** My coupons or red envelopes of one state; a usable one opens the merchant or vertical it applies to. */
export function CouponEntries({
  type,
  status
}: {
  type: CouponEntry['type']
  status: CouponEntry['status']
}) {
  const q = useCouponEntries(type, status)
  const noun = COUPON_TYPE_NAMES[type]
  const emptyText =
    status === 'usable' ? `暫無可用${noun}` : status === 'used' ? `暫無已使用${noun}` : `暫無已過期${noun}`
  return (
    <StateView
      state={loadStateOf(q, (l) => l.length === 0)}
      rows={3}
      emptyText={emptyText}
      errorText={`${noun}載入失敗`}
      picture="coupon"
      onRetry={() => void q.refetch()}
    >
      <View className="acct__section">
        {(q.data ?? []).map((c) => (
          <View
            key={c.id}
            className="acct__row"
            data-testid="coupon-entry"
            role={status === 'usable' ? 'link' : undefined}
            aria-label={`${c.name}，${scope(c)}`}
            onClick={status === 'usable' ? () => go(couponTarget(c)) : undefined}
          >
            <View style={{ display: 'flex', flexDirection: 'column', padding: '10px 0' }}>
              <Text style={{ fontWeight: 600 }}>{c.name}</Text>
              <Text className="acct__extra">
                {c.type === 'freeDelivery'
                  ? freeDeliveryVoucherText(c.amount)
                  : c.threshold > 0
                    ? `滿${formatMop(c.threshold, { trimZeros: true })}可用`
                    : '無門檻'}{' '}
                · {scope(c)}
              </Text>
              <Text className="acct__extra">{formatDate(c.expireAt, 3)} 到期</Text>
            </View>
            <View style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
              <Text
                style={{
                  color: status === 'usable' ? 'var(--lotus-orange)' : 'var(--lotus-text-3)',
                  fontSize: '18px',
                  fontWeight: 700
                }}
              >
                {formatMop(c.amount, { trimZeros: true })}
              </Text>
              <Text className="acct__extra">{STATUS_TEXT[status]}</Text>
            </View>
          </View>
        ))}
      </View>
    </StateView>
  )
}

/**
 * The 紅包 / 優惠券 / 免配送費券 tabs of the usable and the used-up lists; `useCouponType` starts on the one the
 * link names (?type=coupon|freeDelivery) and keeps the user's choice.
 */
export function CouponTypeTabs(props: {
  value: CouponEntry['type']
  onChange: (t: CouponEntry['type']) => void
}) {
  return (
    <TypeTabs
      label="券種"
      value={props.value}
      options={[
        { value: 'redEnvelope', text: '紅包' },
        { value: 'coupon', text: '優惠券' },
        { value: 'freeDelivery', text: '免配送費券' }
      ]}
      onChange={props.onChange}
    />
  )
}

export function useCouponType() {
  const p = usePageParams()
  return useState<CouponEntry['type']>(
    p.type === 'coupon' || p.type === 'freeDelivery' ? p.type : 'redEnvelope'
  )
}
