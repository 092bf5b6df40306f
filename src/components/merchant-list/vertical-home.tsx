import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { VerticalBanner } from '@/components/banner/vertical-banner'
import { NavBar } from '@/components/nav-bar'
import { go, PAGES } from '@/services/nav'
import type { Vertical } from '@/services/types'
import { useLocation } from '@/stores/location'
import { label } from '@/stores/location-reducer'
import { MerchantList, useListPageEvents, useMerchantList } from './index'
import { useT } from '@/i18n'
import { verticalWords } from './words'
import './vertical-home.scss'

export interface VerticalHomeProps {
  vertical: Vertical
  title: string
  /** one line under the title, e.g. 美食送到家 */
  slogan: string
  listTitle: string
  emptyText: string
  /** entries under the header (categories, search, …) */
  extra?: ReactNode
}

/** The shared body of the vertical homes: header, delivery point, banners, merchants of that vertical. */
export function VerticalHome({ vertical, title, slogan, listTitle, emptyText, extra }: VerticalHomeProps) {
  const t = useT()
  const w = verticalWords.useWords()
  const place = useLocation((s) => label(s))
  const pos = `${vertical.toUpperCase()}_HOME`
  const list = useMerchantList({ pos, vertical })
  useListPageEvents(list)
  return (
    <View className={`vertical-home vertical-home--${vertical}`}>
      <NavBar title={title} />
      <View className="vertical-home__header">
        <Text className="vertical-home__slogan">{slogan}</Text>
        <View
          className="vertical-home__place"
          role="button"
          aria-label={t('home.addr')}
          onClick={() => go(PAGES.searchAddress)}
        >
          <Text className="vertical-home__place-label">{w('deliverTo')}</Text>
          <Text className="vertical-home__place-text">{place}</Text>
        </View>
      </View>
      <VerticalBanner vertical={vertical} />
      {extra}
      <MerchantList
        list={list}
        pos={pos}
        emptyText={emptyText}
        title={
          <>
            <Text>{listTitle}</Text>
            <Text className="vertical-home__sort">{w('byDistance')}</Text>
          </>
        }
      />
    </View>
  )
}
