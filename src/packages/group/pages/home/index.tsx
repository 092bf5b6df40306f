import { Text, View } from '@tarojs/components'
import { VerticalHome } from '@/components/merchant-list/vertical-home'
import { go } from '@/services/nav'
import { GROUP_CATEGORIES } from '@lotus/contract/group'
import { groupPage } from '../../hooks/paths'
import '../../components/group.scss'

/** 團購首頁: categories, search, films, then merchants of this vertical nearest first. */
export default function GroupHome() {
  return (
    <VerticalHome
      vertical="group"
      title="團購"
      slogan="吃喝玩樂，團購更抵"
      listTitle="附近團購"
      emptyText="附近暫無團購商家"
      extra={
        <View className="gp-card">
          <View className="gp-input lotus-search" role="link" onClick={() => go(groupPage('search'))}>
            搜尋商家、團購
          </View>
          <View className="gp-chips">
            {GROUP_CATEGORIES.map((c) => (
              <Text
                key={c}
                className="gp-chip"
                onClick={() => go(groupPage(c === '電影' ? 'filmClass' : 'classList', { category: c }))}
              >
                {c}
              </Text>
            ))}
          </View>
        </View>
      }
    />
  )
}
