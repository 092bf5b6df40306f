import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { StateView } from '@/components/state-view'
import { loadStateOf, type QueryResult } from '@/queries/cache'
import type { SlotView } from '@lotus/contract/slots'
import { marketWords } from '../../words'

/**
 * The delivery day (today / tomorrow) and its slots, with what is left in each; a full or closed slot is
 * shown but not choosable (tapping it says why). Checkout and changing an order's slot both use it.
 */
export function SlotPicker(props: {
  dates: readonly string[]
  date: string
  /** a new day clears the chosen slot */
  onDate: (date: string) => void
  slots: QueryResult<SlotView[]>
  slot: string
  onSlot: (slot: string) => void
}) {
  const w = marketWords.useWords()
  const { dates, date, slots, slot } = props
  return (
    <>
      <View className="sm-order__chips" role="tablist" aria-label={w('deliveryDate')}>
        {dates.map((d, i) => (
          <View
            key={d}
            role="tab"
            aria-selected={d === date}
            className={`sm-order__chip ${d === date ? 'sm-order__chip--on' : ''}`}
            onClick={() => props.onDate(d)}
          >
            {w(i === 0 ? 'today' : 'tomorrow', { date: d.slice(5) })}
          </View>
        ))}
      </View>
      <StateView
        state={loadStateOf(slots, (d) => d.length === 0)}
        rows={1}
        emptyText={w('noSlots')}
        onRetry={() => void slots.refetch()}
      >
        <View
          className="sm-order__chips"
          role="radiogroup"
          aria-label={w('deliverySlot')}
          style={{ marginTop: '16px' }}
        >
          {slots.data?.map((s) => (
            <View
              key={s.slot}
              role="radio"
              aria-checked={s.slot === slot}
              aria-disabled={!s.available}
              aria-label={`${s.slot} ${s.reason || w('slotLeft', { n: s.left })}`}
              className={`sm-order__chip ${s.slot === slot ? 'sm-order__chip--on' : ''} ${s.available ? '' : 'sm-order__chip--off'}`}
              onClick={() => {
                if (!s.available)
                  return void Taro.showToast({
                    title: w('slotOff', { reason: s.reason ?? w('slotUnavailable') }),
                    icon: 'none'
                  })
                props.onSlot(s.slot)
              }}
            >
              <Text>{s.slot}</Text>
              <Text className="sm-order__muted">{s.reason ?? w('slotLeft', { n: s.left })}</Text>
            </View>
          ))}
        </View>
      </StateView>
    </>
  )
}
