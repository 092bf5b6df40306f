import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { StateView } from '@/components/state-view'
import { loadStateOf, type QueryResult } from '@/queries/cache'
import type { SlotView } from '@lotus/contract/slots'

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
  const { dates, date, slots, slot } = props
  return (
    <>
      <View className="sm-order__chips" role="tablist" aria-label="配送日期">
        {dates.map((d, i) => (
          <View
            key={d}
            role="tab"
            aria-selected={d === date}
            className={`sm-order__chip ${d === date ? 'sm-order__chip--on' : ''}`}
            onClick={() => props.onDate(d)}
          >
            {i === 0 ? '今天' : '明天'} {d.slice(5)}
          </View>
        ))}
      </View>
      <StateView
        state={loadStateOf(slots, (d) => d.length === 0)}
        rows={1}
        emptyText="當日沒有配送時段"
        onRetry={() => void slots.refetch()}
      >
        <View
          className="sm-order__chips"
          role="radiogroup"
          aria-label="配送時段"
          style={{ marginTop: '16px' }}
        >
          {slots.data?.map((s) => (
            <View
              key={s.slot}
              role="radio"
              aria-checked={s.slot === slot}
              aria-disabled={!s.available}
              aria-label={`${s.slot}${s.reason ? ` ${s.reason}` : ` 尚餘${s.left}`}`}
              className={`sm-order__chip ${s.slot === slot ? 'sm-order__chip--on' : ''} ${s.available ? '' : 'sm-order__chip--off'}`}
              onClick={() => {
                if (!s.available)
                  return void Taro.showToast({ title: `該時段${s.reason ?? '不可選'}`, icon: 'none' })
                props.onSlot(s.slot)
              }}
            >
              <Text>{s.slot}</Text>
              <Text className="sm-order__muted">{s.reason ?? `尚餘${s.left}`}</Text>
            </View>
          ))}
        </View>
      </StateView>
    </>
  )
}
