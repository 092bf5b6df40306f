import { Text, View } from '@tarojs/components'
import { VerticalHome } from '@/components/merchant-list/vertical-home'
import { go } from '@/services/nav'
import { GROUP_CATEGORIES } from '@lotus/contract/group'
import { groupPage } from '../../hooks/paths'
import '../../components/group.scss'
import { CATEGORY_WORD, groupWords } from '../../words'

/** 團購首頁: categories, search, films, then merchants of this vertical nearest first. */
export default function GroupHome() {
  const w = groupWords.useWords()
  return (
    <VerticalHome
      vertical="group"
      title={w('home.title')}
      slogan={w('home.slogan')}
      listTitle={w('home.list')}
      emptyText={w('home.empty')}
      extra={
        <View className="gp-card">
          <View className="gp-input lotus-search" role="link" onClick={() => go(groupPage('search'))}>
            {w('searchHint')}
          </View>
          <View className="gp-chips">
            {GROUP_CATEGORIES.map((c) => (
              <Text
                key={c}
                className="gp-chip"
                onClick={() =>
                  go(groupPage(CATEGORY_WORD[c] === 'cat.film' ? 'filmClass' : 'classList', { category: c }))
                }
              >
                {w(CATEGORY_WORD[c])}
              </Text>
            ))}
          </View>
        </View>
      }
    />
  )
}
