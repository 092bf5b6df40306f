import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { usePageParams } from '@/hooks/use-page-params'
import { merchantPath } from '@/components/merchant-card/merchant-path'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useCouponEntries } from '@/queries/account-money'
import type { CouponEntry } from '@/services/account-money'
import { go, PAGES } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { TypeTabs } from './type-tabs'
import '@/styles/account.scss'
import { pagesUserWords } from '../words'

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

const scope = (c: CouponEntry) => {
  const w = pagesUserWords.word
  return c.type === 'freeDelivery'
    ? w('coupon.freeDeliveryScope')
    : c.merchantName
      ? w('onlyAt', { name: c.merchantName })
      : c.vertical
        ? w('onlyIn', { vertical: w(`vertical.${c.vertical}`) })
        : w('wholePlatform')
}

const STATUS_KEY = { usable: 'coupon.use', used: 'used', expired: 'expired' } as const

/** My coupons or red envelopes of one state; a usable one opens the merchant or vertical it applies to. */
export function CouponEntries({
  type,
  status
}: {
  type: CouponEntry['type']
  status: CouponEntry['status']
}) {
  const w = pagesUserWords.useWords()
  const q = useCouponEntries(type, status)
  const noun = w(`couponNoun.${type}`)
  const emptyText = w(
    status === 'usable' ? 'coupon.noneUsable' : status === 'used' ? 'coupon.noneUsed' : 'coupon.noneExpired',
    { noun }
  )
  return (
    <StateView
      state={loadStateOf(q, (l) => l.length === 0)}
      rows={3}
      emptyText={emptyText}
      errorText={w('coupon.failed', { noun })}
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
            aria-label={w('coupon.entryLabel', { name: c.name, scope: scope(c) })}
            onClick={status === 'usable' ? () => go(couponTarget(c)) : undefined}
          >
            <View
              style={{
                display: 'flex',
                flexDirection: 'column',
                padding: '10px 0',
                flex: 1,
                minWidth: 0,
                marginRight: '8px'
              }}
            >
              <Text style={{ fontWeight: 600 }}>{c.name}</Text>
              <Text className="acct__extra">
                {c.type === 'freeDelivery'
                  ? w('coupon.freeDelivery', { amount: formatMop(c.amount, { trimZeros: true }) })
                  : c.threshold > 0
                    ? w('coupon.minSpend', { amount: formatMop(c.threshold, { trimZeros: true }) })
                    : w('coupon.noMin')}{' '}
                · {scope(c)}
              </Text>
              <Text className="acct__extra">{w('expiresOn', { date: formatDate(c.expireAt, 3) })}</Text>
            </View>
            <View style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0 }}>
              <Text
                style={{
                  color: status === 'usable' ? 'var(--lotus-orange)' : 'var(--lotus-text-3)',
                  fontSize: '18px',
                  fontWeight: 700,
                  whiteSpace: 'nowrap'
                }}
              >
                {formatMop(c.amount, { trimZeros: true })}
              </Text>
              <Text className="acct__extra">{w(STATUS_KEY[status])}</Text>
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
  const w = pagesUserWords.useWords()
  return (
    <TypeTabs
      label={w('coupon.kind')}
      value={props.value}
      options={[
        { value: 'redEnvelope', text: w('couponType.redEnvelope') },
        { value: 'coupon', text: w('couponType.coupon') },
        { value: 'freeDelivery', text: w('couponType.freeDelivery') }
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
