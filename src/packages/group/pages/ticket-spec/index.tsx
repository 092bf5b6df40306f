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
import { MAX_SEATS_PER_ORDER, seatPrice, type SeatMap } from '@lotus/contract/group'
import { seatClassAt } from '@lotus/contract/seat-plan'
import { GroupPage, mop, Section } from '../../components/ui'
import { groupWords } from '../../words'

/** The first class keeps the plain seat's look, the next ones a colour each (the legend shows which is which). */
const classTone = (i: number): string => (i > 0 ? `gp-seat--c${Math.min(i, 5)}` : '')
const classOf = (map: SeatMap, x: { row: number; col: number }) =>
  seatClassAt({ rows: map.grid, classes: map.classes }, x.row, x.col)

/**
 * 選座 (?id): cinema, date, showtime, hall, the hall's seat plan (aisles, classes) at the session's prices; seats
 * held 15 minutes to pay.
 */
export default function TicketSpec() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useSeats(id)
  const map = q.data
  const [mine, setMine] = useState<string[]>([])
  const attempt = useCheckoutAttempt('group-ticket')
  const w = groupWords.useWords()
  const taken = new Set(map?.taken ?? [])
  const toggle = (k: string) =>
    setMine((m) =>
      m.includes(k) ? m.filter((x) => x !== k) : m.length < MAX_SEATS_PER_ORDER ? [...m, k] : m
    )
  const seats = mine.map((k) => {
    const [row, col] = k.split('-').map(Number)
    return { row: row ?? 0, col: col ?? 0 }
  })
  const total = map ? seats.reduce((s, x) => s + (seatPrice(map, x.row, x.col) ?? 0), 0) : 0
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
      title={w('seat.title')}
      state={id ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
      footer={
        <>
          <Text>
            {w('seat.count', { n: seats.length })} <Text className="gp-price">{mop(total)}</Text>
          </Text>
          <Text
            className={`gp-btn ${seats.length ? '' : 'gp-btn--off'}`}
            aria-disabled={!seats.length}
            onClick={() => void buy()}
          >
            {w('seat.confirm')}
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
            <Text className="gp-sub">{w('seat.hold')}</Text>
            <Text className="gp-sub">{w('rule.ticket')}</Text>
          </View>
          <View className="gp-legend" role="group" aria-label={w('seat.legend')}>
            {map.classes.map((c, i) => (
              <View key={c.key} className="gp-legend__item">
                <View className={`gp-seat ${classTone(i)} gp-seat--legend`} />
                <Text>
                  {c.name} {mop(c.price)}
                </Text>
              </View>
            ))}
            <View className="gp-legend__item">
              <View className="gp-seat gp-seat--taken gp-seat--legend" />
              <Text>{w('seat.sold')}</Text>
            </View>
            <View className="gp-legend__item">
              <View className="gp-seat gp-seat--mine gp-seat--legend" />
              <Text>{w('seat.mine')}</Text>
            </View>
          </View>
          <Section title={w('seat.screen')}>
            <View className="gp-seats">
              <View className="gp-seats__grid">
                {map.grid.map((cells, r) => (
                  <View key={r} className="gp-seats__row">
                    <Text className="gp-seats__label" aria-label={w('seat.row', { row: r + 1 })}>
                      {r + 1}
                    </Text>
                    {cells.map((key, c) => {
                      const k = `${r + 1}-${c + 1}`
                      // an aisle or gap keeps its place in the row, so the seats line up as in the hall
                      if (key === null) return <View key={k} className="gp-seat gp-seat--gap" aria-hidden />
                      const i = map.classes.findIndex((x) => x.key === key)
                      const cls = map.classes[i]
                      const sold = taken.has(k)
                      const tone = sold ? 'gp-seat--taken' : mine.includes(k) ? 'gp-seat--mine' : classTone(i)
                      return (
                        <View
                          key={k}
                          className={`gp-seat ${tone}`}
                          role="checkbox"
                          aria-checked={mine.includes(k)}
                          aria-disabled={sold}
                          aria-label={w(sold ? 'seat.labelSold' : 'seat.label', {
                            row: r + 1,
                            col: c + 1,
                            cls: cls?.name ?? '',
                            price: mop(cls?.price ?? 0)
                          })}
                          onClick={() => !sold && toggle(k)}
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
            <Section title={w('seat.picked')}>
              {seats.map((x) => (
                <View key={`${x.row}-${x.col}`} className="gp-row">
                  <Text>
                    {w('seat.pickedLine', {
                      hall: map.showtime.hall,
                      row: x.row,
                      col: x.col,
                      cls: classOf(map, x)?.name ?? ''
                    })}
                  </Text>
                  <Text className="gp-price">{mop(seatPrice(map, x.row, x.col) ?? 0)}</Text>
                </View>
              ))}
            </Section>
          )}
        </>
      )}
    </GroupPage>
  )
}
