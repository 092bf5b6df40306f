import { statusBarHeight } from '@/services/system-info'
import { Text, View } from '@tarojs/components'
import { go, PAGES } from '@/services/nav'
import { useLocation } from '@/stores/location'
import { cityLabel, label } from '@/stores/location-reducer'
import './index.scss'
import { Icon } from '@/components/icon'
import { caretDown as iconCaretDown } from '@/components/icon/paths/caret-down'
import { location as iconLocation } from '@/components/icon/paths/location'
import { search as iconSearch } from '@/components/icon/paths/search'
import { useT } from '@/i18n'

/** Home top bar: city (→ select-city), delivery address (→ search-address) and the search box. */
export function LocationBar({ placeholder }: { placeholder?: string }) {
  const t = useT()
  const cityName = useLocation((s) => cityLabel(s))
  // without a fix or a chosen address the place would repeat the city (澳門 ▾ 澳門): ask for an address instead
  const place = useLocation((s) => (label(s) === cityLabel(s) ? null : label(s))) ?? t('home.addr')
  const statusBar = statusBarHeight()
  return (
    <View className="location-bar" style={{ paddingTop: `${statusBar}px` }}>
      <View className="location-bar__row">
        <View
          className="location-bar__city"
          role="button"
          aria-label={t('home.city')}
          onClick={() => go(PAGES.selectCity)}
        >
          <Text>{cityName}</Text>
          <Icon className="location-bar__caret" d={iconCaretDown} />
        </View>
        <View
          className="location-bar__place"
          role="button"
          aria-label={t('home.addr')}
          onClick={() => go(PAGES.searchAddress)}
        >
          <Icon className="location-bar__pin" d={iconLocation} />
          <Text className="location-bar__place-text">{place}</Text>
          <Icon className="location-bar__caret" d={iconCaretDown} />
        </View>
      </View>
      <View
        className="location-bar__search"
        role="button"
        aria-label={t('home.search')}
        onClick={() => go(PAGES.search)}
      >
        <Icon className="location-bar__glass" d={iconSearch} />
        <Text className="location-bar__placeholder">{placeholder ?? t('home.hint')}</Text>
      </View>
    </View>
  )
}

/** A bar floating above the tab bar when location is off or failed and no address was chosen by hand. */
export function LocationNotice() {
  const status = useLocation((s) => s.status)
  const chosen = useLocation((s) => s.chosen)
  // a saved address stands in for the fix (issue 35 §7): nothing is "shown by the city centre"
  const saved = useLocation((s) => s.saved)
  const locate = useLocation((s) => s.locate)
  const openSettings = useLocation((s) => s.openSettings)
  const t = useT()
  if (chosen || saved || (status !== 'denied' && status !== 'unavailable')) return null
  if (status === 'denied') {
    return (
      <>
        <View className="location-notice-spacer" />
        <View className="location-notice" role="alert" onClick={() => go(PAGES.searchAddress)}>
          <Text className="location-notice__text">{t('home.locOff')}</Text>
          <Text
            className="location-notice__action"
            onClick={(e) => {
              e.stopPropagation()
              void openSettings()
            }}
          >
            {t('home.locOn')}
          </Text>
          <Text className="location-notice__action">{t('home.choose')}</Text>
        </View>
      </>
    )
  }
  return (
    <>
      <View className="location-notice-spacer" />
      <View className="location-notice" role="alert">
        <Text className="location-notice__text">{t('home.locErr')}</Text>
        <Text className="location-notice__action" onClick={() => void locate()}>
          {t('common.retry')}
        </Text>
        <Text className="location-notice__action" onClick={() => go(PAGES.searchAddress)}>
          {t('home.pick')}
        </Text>
      </View>
    </>
  )
}
