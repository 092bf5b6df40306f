import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { loadStateOf } from '@/queries/cache'
import { invalidateGroup, useSeats } from '@/queries/group'
import { groupApi } from '@/services/group'
import { go, withQuery } from '@/services/nav'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import { formatDate } from '@/utils/time'
import { MAX_SEATS_PER_ORDER, seatPrice, TICKET_REFUND_RULE } from '@lotus/contract/group'
import { GroupPage, mop, Section } from '../../components/ui'

/** 選座 (?id): cinema, date, showtime, hall, the seat map with prices by class; seats held 15 minutes to pay. */
export default function TicketSpec() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useSeats(id)
  const map = q.data
  const [mine, setMine] = useState<string[]>([])
  const attempt = useCheckoutAttempt('group-ticket')
  const taken = new Set(map?.taken ?? [])
  const toggle = (k: string) =>
    setMine((m) =>
      m.includes(k) ? m.filter((x) => x !== k) : m.length < MAX_SEATS_PER_ORDER ? [...m, k] : m
    )
  const seats = mine.map((k) => {
    const [row, col] = k.split('-').map(Number)
    return { row: row ?? 0, col: col ?? 0 }
  })
  const total = map ? seats.reduce((s, x) => s + seatPrice(map, map.showtime.prices, x.row), 0) : 0
  const buy = async () => {
    if (seats.length === 0) return
    try {
      const r = await attempt.submit({ id, seats }, (clientKey) =>
        groupApi.buyTickets({ clientKey, showtimeId: id, seats })
      )
      if (!r) return
      void invalidateGroup()
      go(withQuery(ORDER_PAGES.pay, { orderId: r.orderId }))
    } catch {
      setMine([])
      void q.refetch()
    }
  }
  return (
    <GroupPage
      title="選座"
      state={id ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
      footer={
        <>
          <Text>
            {seats.length} 張 <Text className="gp-price">{mop(total)}</Text>
          </Text>
          <Text
            className={`gp-btn ${seats.length ? '' : 'gp-btn--off'}`}
            aria-disabled={!seats.length}
            onClick={() => void buy()}
          >
            確認選座
          </Text>
        </>
      }
    >
      {map && (
        <>
          <View className="gp-card">
            <Text className="gp-title">{map.showtime.film.title}</Text>
            <Text className="gp-sub">
              {map.showtime.cinemaName} · {map.showtime.hall} · {formatDate(map.showtime.startsAt, 13)}
            </Text>
            <Text className="gp-sub">選座後保留 15 分鐘，請於時限內付款</Text>
            <Text className="gp-sub">{TICKET_REFUND_RULE}</Text>
          </View>
          <View className="gp-legend" role="group" aria-label="座位類別及票價">
            <View className="gp-legend__item">
              <View className="gp-seat gp-seat--legend" />
              <Text>普通座 {mop(map.showtime.prices.standard)}</Text>
            </View>
            <View className="gp-legend__item">
              <View className="gp-seat gp-seat--vip gp-seat--legend" />
              <Text>VIP 座 {mop(map.showtime.prices.vip)}</Text>
            </View>
            <View className="gp-legend__item">
              <View className="gp-seat gp-seat--taken gp-seat--legend" />
              <Text>已售</Text>
            </View>
            <View className="gp-legend__item">
              <View className="gp-seat gp-seat--mine gp-seat--legend" />
              <Text>已選</Text>
            </View>
          </View>
          <Section title="銀幕">
            <View className="gp-seats">
              <View className="gp-seats__grid">
                {Array.from({ length: map.rows }, (_, r) => (
                  <View key={r} className="gp-seats__row">
                    <Text className="gp-seats__label" aria-label={`第${r + 1}排`}>
                      {r + 1}
                    </Text>
                    {Array.from({ length: map.cols }, (_, c) => {
                      const k = `${r + 1}-${c + 1}`
                      const cls = taken.has(k)
                        ? 'gp-seat--taken'
                        : mine.includes(k)
                          ? 'gp-seat--mine'
                          : map.vipRows.includes(r + 1)
                            ? 'gp-seat--vip'
                            : ''
                      return (
                        <View
                          key={k}
                          className={`gp-seat ${cls}`}
                          role="checkbox"
                          aria-checked={mine.includes(k)}
                          aria-disabled={taken.has(k)}
                          aria-label={`${r + 1}排${c + 1}座 ${
                            map.vipRows.includes(r + 1) ? 'VIP 座' : '普通座'
                          } ${mop(seatPrice(map, map.showtime.prices, r + 1))}${taken.has(k) ? ' 已售' : ''}`}
                          onClick={() => !taken.has(k) && toggle(k)}
                        >
                          {c + 1}
                        </View>
                      )
                    })}
                  </View>
                ))}
              </View>
            </View>
          </Section>
          {seats.length > 0 && (
            <Section title="已選座位">
              {seats.map((x) => (
                <View key={`${x.row}-${x.col}`} className="gp-row">
                  <Text>
                    {map.showtime.hall} {x.row}排{x.col}座 ·{' '}
                    {map.vipRows.includes(x.row) ? 'VIP 座' : '普通座'}
                  </Text>
                  <Text className="gp-price">{mop(seatPrice(map, map.showtime.prices, x.row))}</Text>
                </View>
              ))}
            </Section>
          )}
        </>
      )}
    </GroupPage>
  )
}
