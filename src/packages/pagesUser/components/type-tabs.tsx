import { View } from '@tarojs/components'
import '@/styles/account.scss'
import './type-tabs.scss'

/** A row of tabs (role tablist) choosing one value; each tab at least 44 px tall. */
export function TypeTabs<T extends string>({
  label,
  value,
  options,
  onChange
}: {
  label: string
  value: T
  options: ReadonlyArray<{ value: T; text: string }>
  onChange: (v: T) => void
}) {
  return (
    <View className="acct__tabs" role="tablist" aria-label={label}>
      {options.map((o) => (
        <View
          key={o.value}
          role="tab"
          aria-selected={o.value === value}
          className={`acct__tab type-tabs__tab ${o.value === value ? 'acct__tab--on' : ''}`}
          onClick={() => onChange(o.value)}
        >
          {o.text}
        </View>
      ))}
    </View>
  )
}
