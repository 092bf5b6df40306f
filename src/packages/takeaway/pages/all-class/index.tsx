import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { replace, withQuery } from '@/services/nav'
import { TA } from '../../hooks/paths'
import { useCategories } from '../../hooks/use-categories'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useWords } from '../../words'

const COLOURS = [
  '#ff9f43',
  '#ff6b6b',
  '#48dbfb',
  '#1dd1a1',
  '#feca57',
  '#a29bfe',
  '#fd79a8',
  '#74b9ff',
  '#55efc4'
]

/** 全部分類: every takeaway category with its merchant count; a tap shows the home filtered by it. */
export default function AllClass() {
  const active = usePageParams().category
  const { categories, state, reload } = useCategories()
  const w = useWords()
  const pick = (category?: string) => replace(withQuery(TA.home, { category }))
  return (
    <View className="all-class">
      <NavBar title={w('category.all')} />
      <StateView
        state={state}
        rows={4}
        emptyText={w('allClass.empty')}
        errorText={w('allClass.failed')}
        onRetry={() => void reload()}
      >
        <View className="all-class__grid">
          <View
            className={`all-class__item ${!active ? 'all-class__item--on' : ''}`}
            onClick={() => pick(undefined)}
          >
            <Text className="all-class__icon all-class__icon--all">{w('allClass.allIcon')}</Text>
            <Text className="all-class__name">{w('allClass.all')}</Text>
          </View>
          {categories.map((c, i) => (
            <View
              key={c.key}
              className={`all-class__item ${active === c.key ? 'all-class__item--on' : ''}`}
              onClick={() => pick(c.key)}
            >
              <Text className="all-class__icon" style={{ background: COLOURS[i % COLOURS.length] }}>
                {c.name.slice(0, 1)}
              </Text>
              <Text className="all-class__name">{c.name}</Text>
              <Text className="all-class__count">{w('allClass.count', { n: c.count })}</Text>
            </View>
          ))}
        </View>
      </StateView>
    </View>
  )
}
