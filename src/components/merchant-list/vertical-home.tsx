import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { NavBar } from '@/components/nav-bar'
import { go, PAGES } from '@/services/nav'
import type { Vertical } from '@/services/types'
import { useLocation } from '@/stores/location'
import { label } from '@/stores/location-reducer'
import { MerchantList, useListPageEvents, useMerchantList } from './index'
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

/** The shared body of the five vertical homes: header, delivery point, merchants of that vertical. */
export function VerticalHome({ vertical, title, slogan, listTitle, emptyText, extra }: VerticalHomeProps) {
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
          aria-label="選擇收貨地址"
          onClick={() => go(PAGES.searchAddress)}
        >
          <Text className="vertical-home__place-label">送至</Text>
          <Text className="vertical-home__place-text">{place}</Text>
        </View>
      </View>
      {extra}
      <MerchantList
        list={list}
        pos={pos}
        emptyText={emptyText}
        title={
          <>
            <Text>{listTitle}</Text>
            <Text className="vertical-home__sort">按距離</Text>
          </>
        }
      />
    </View>
  )
}
