import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { loadStateOf } from '@/queries/cache'
import { invalidateGroup, useDeal, useSlots } from '@/queries/group'
import { groupApi, type Placed } from '@/services/group'
import { go, withQuery } from '@/services/nav'
import { RESERVATION_CUTOFF_MS } from '@lotus/contract/group'
import { useAddresses } from '@/queries/addresses'
import { useSession } from '@/stores/session'
import { dayTitle } from '@/utils/time'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop, Section } from '../../components/ui'
import { Icon } from '@/components/icon'
import { add as iconAdd } from '@/components/icon/paths/add'
import { minus as iconMinus } from '@/components/icon/paths/minus'
import { noShowWords, refundWords } from '../../rules'
import { groupWords } from '../../words'

/** One checkout attempt (a retry makes one order; null while one is sending); placed, the group's lists are stale. */
function useAttempt(scope: string) {
  const { submit } = useCheckoutAttempt(scope)
  return async (content: unknown, send: (key: string) => Promise<Placed>) => {
    const r = await submit(content, send)
    if (r) void invalidateGroup()
    return r
  }
}

/** 提交訂單: ?dealId → N vouchers; ?mchId&reserve=1 → a table (slot, party, contact, the no-show rule). */
export default function GroupSubOrder() {
  const params = useRouter().params
  const dealId = Number(params.dealId ?? 0)
  return dealId > 0 ? <VoucherOrder dealId={dealId} /> : <ReserveOrder mchId={Number(params.mchId ?? 0)} />
}

function VoucherOrder({ dealId }: { dealId: number }) {
  const q = useDeal(dealId)
  const d = q.data
  const [count, setCount] = useState(1)
  const submit = useAttempt('group-voucher')
  const limit = d && d.rules.perPersonLimit > 0 ? d.rules.perPersonLimit : 20
  const w = groupWords.useWords()
  const buy = async () => {
    if (!d) return
    try {
      const r = await submit({ dealId, count }, (clientKey) =>
        groupApi.buyVoucher({ clientKey, dealId, count })
      )
      if (r) go(withQuery(ORDER_PAGES.pay, { orderId: r.orderId }))
    } catch {
      // toasted by the request layer
    }
  }
  return (
    <GroupPage
      title={w('buy.title')}
      state={loadStateOf(q)}
      onRetry={() => void q.refetch()}
      footer={
        d && (
          <>
            <Text>
              {w('buy.total')} <Text className="gp-price">{mop(d.price * count)}</Text>
            </Text>
            <Text className="gp-btn" onClick={() => void buy()}>
              {w('buy.title')}
            </Text>
          </>
        )
      }
    >
      {d && (
        <View className="gp-card">
          <Text className="gp-title">{d.title}</Text>
          <Text className="gp-sub">{d.merchant.name}</Text>
          <View className="gp-row">
            <Text>{w('buy.unit', { price: mop(d.price) })}</Text>
            <View className="gp-row" role="group" aria-label={w('buy.count')}>
              <View
                className="gp-chip gp-step"
                role="button"
                aria-label={w('buy.less')}
                onClick={() => setCount((c) => Math.max(1, c - 1))}
              >
                <Icon d={iconMinus} />
              </View>
              <Text>{count}</Text>
              <View
                className="gp-chip gp-step"
                role="button"
                aria-label={w('buy.more')}
                onClick={() => setCount((c) => Math.min(limit, c + 1))}
              >
                <Icon d={iconAdd} />
              </View>
            </View>
          </View>
          <Text className="gp-sub">{w('buy.terms', { refund: refundWords(d.rules, w), n: limit })}</Text>
        </View>
      )}
    </GroupPage>
  )
}

/**
 * The contact starts as the customer's own (issue 35 §12): the default address's name, else the nickname, and
 * the account's phone; once, so what the customer types is never overwritten.
 */
function usePrefilledContact(setName: (v: string) => void, setPhone: (v: string) => void) {
  const user = useSession((s) => s.user)
  // a kept token: the session may still be confirming it at launch (loggedIn follows), the addresses are asked now
  const loggedIn = useSession((s) => s.token !== '')
  const addresses = useAddresses({ enabled: loggedIn })
  const filled = useRef(false)
  const list = addresses.data
  useEffect(() => {
    if (filled.current || !user || (loggedIn && list === undefined && !addresses.error)) return
    filled.current = true
    const saved = list?.find((a) => a.isDefault) ?? list?.[0]
    setName(saved?.name || user.nickname)
    setPhone(user.phone)
  }, [user, loggedIn, list, addresses.error, setName, setPhone])
}

function ReserveOrder({ mchId }: { mchId: number }) {
  const q = useSlots(mchId)
  const [slotId, setSlot] = useState(0)
  const [party, setParty] = useState(2)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  usePrefilledContact(setName, setPhone)
  const submit = useAttempt('group-reserve')
  const w = groupWords.useWords()
  const slot = q.data?.find((s) => s.id === slotId)
  const days = [...new Set((q.data ?? []).map((s) => s.day))]
  const book = async () => {
    if (!slot) return
    const body = { slotId, party, name: name.trim(), phone: phone.trim() }
    try {
      const r = await submit(body, (clientKey) => groupApi.reserve({ clientKey, ...body }))
      if (!r) return
      if (r.status === 'unpaid') go(withQuery(ORDER_PAGES.pay, { orderId: r.orderId }))
      else go(groupPage('payReservaSuc', { id: r.orderId }))
    } catch {
      // toasted by the request layer
    }
  }
  const ready = slot !== undefined && name.trim() !== '' && /^\d{6,11}$/.test(phone.trim())
  return (
    <GroupPage
      title={w('book.title')}
      state={mchId ? loadStateOf(q, (d) => d.length === 0) : 'error'}
      emptyText={w('book.empty')}
      onRetry={() => void q.refetch()}
      footer={
        <>
          {slot && slot.deposit > 0 && (
            <Text>
              {w('book.deposit')} <Text className="gp-price">{mop(slot.deposit)}</Text>
            </Text>
          )}
          <Text
            className={`gp-btn ${ready ? '' : 'gp-btn--off'}`}
            aria-disabled={!ready}
            onClick={() => ready && void book()}
          >
            {w('book.confirm')}
          </Text>
        </>
      }
    >
      {days.map((day) => (
        <Section key={day} title={dayTitle(day)}>
          <View className="gp-chips">
            {(q.data ?? [])
              .filter((s) => s.day === day)
              .map((s) => (
                <Text
                  key={s.id}
                  className={`gp-chip ${s.id === slotId ? 'gp-chip--on' : ''}`}
                  onClick={() => s.left > 0 && setSlot(s.id)}
                >
                  {s.left > 0
                    ? w('book.left', { time: s.time, n: s.left })
                    : w('book.full', { time: s.time })}
                </Text>
              ))}
          </View>
        </Section>
      ))}
      <View className="gp-card">
        <View className="gp-row">
          <Text>{w('book.party')}</Text>
          <View className="gp-row">
            <View
              className="gp-chip gp-step"
              role="button"
              aria-label={w('book.fewer')}
              onClick={() => setParty((p) => Math.max(1, p - 1))}
            >
              <Icon d={iconMinus} />
            </View>
            <Text>{w('book.partyN', { n: party })}</Text>
            <View
              className="gp-chip gp-step"
              role="button"
              aria-label={w('book.more')}
              onClick={() => setParty((p) => Math.min(20, p + 1))}
            >
              <Icon d={iconAdd} />
            </View>
          </View>
        </View>
        <Input
          className="gp-input"
          placeholder={w('book.name')}
          value={name}
          onInput={(e) => setName(e.detail.value)}
        />
        <Input
          className="gp-input"
          placeholder={w('book.phone')}
          type="number"
          value={phone}
          onInput={(e) => setPhone(e.detail.value)}
        />
        <Text className="gp-sub">
          {slot && slot.deposit > 0
            ? w('book.depositNote', { h: RESERVATION_CUTOFF_MS / 3600_000 })
            : w('book.freeNote', { h: RESERVATION_CUTOFF_MS / 3600_000 })}
        </Text>
        <Text className="gp-sub">{noShowWords(slot?.deposit ?? 0, w)}</Text>
      </View>
    </GroupPage>
  )
}
