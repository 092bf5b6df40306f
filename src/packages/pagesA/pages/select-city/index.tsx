import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useCities } from '@/queries/config'
import { back } from '@/services/nav'
import type { City } from '@/services/types'
import { useLocation } from '@/stores/location'
import { cityLabel } from '@/stores/location-reducer'
import { sortCities } from './sort-cities'
import { useWords } from '../../words'
import './index.scss'

/** Cities with merchants (Macau first); picking one moves the whole app there and goes back. */
export default function SelectCity() {
  const t = useWords()
  const cityCode = useLocation((s) => s.cityCode)
  const cityName = useLocation((s) => cityLabel(s))
  const setCity = useLocation((s) => s.setCity)
  const q = useCities()
  const cities = useMemo(() => sortCities(q.data ?? []), [q.data])

  const pick = (c: City) => {
    if (c.code !== cityCode) setCity(c.code, c.name, { lat: c.lat, lng: c.lng })
    back()
  }

  return (
    <View className="select-city">
      <NavBar title={t('city.title')} />
      <View className="select-city__current">
        <Text className="select-city__label">{t('city.current')}</Text>
        <Text className="select-city__current-name">{cityName}</Text>
      </View>
      <View className="select-city__label select-city__label--block">{t('city.open')}</View>
      <StateView
        state={loadStateOf(q, (l) => l.length === 0)}
        rows={2}
        emptyText={t('city.none')}
        errorText={t('city.failed')}
        onRetry={() => void q.refetch()}
      >
        <View className="select-city__list" role="listbox" aria-label={t('city.label')}>
          {cities.map((c) => (
            <View
              key={c.code}
              className={`select-city__item ${c.code === cityCode ? 'select-city__item--on' : ''}`}
              role="option"
              aria-selected={c.code === cityCode}
              onClick={() => pick(c)}
            >
              <Text className="select-city__name">{c.name}</Text>
              <Text className="select-city__count">{t('city.merchants', { n: c.merchantCount })}</Text>
              {c.code === cityCode && <Text className="select-city__tick">{t('city.tick')}</Text>}
            </View>
          ))}
        </View>
      </StateView>
    </View>
  )
}
