import { Text, View } from '@tarojs/components'
import type { TakeawayCategory } from '@/services/takeaway'
import './index.scss'
import { Icon } from '@/components/icon'
import { more as iconMore } from '@/components/icon/paths/more'
import { useWords } from '../../words'

const ICON_COLOURS = [
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

export interface CategoryRowProps {
  categories: TakeawayCategory[]
  active?: string
  onPick: (key: string | undefined) => void
  onAll?: () => void
  /** how many to show before 全部分類 */
  max?: number
}

/** Takeaway categories as round icons with the first character; the last one opens all-class. */
export function CategoryRow({ categories, active, onPick, onAll, max = 9 }: CategoryRowProps) {
  const w = useWords()
  const shown = onAll ? categories.slice(0, max) : categories
  return (
    <View className="category-row">
      {shown.map((c, i) => (
        <View
          key={c.key}
          className={`category-row__item ${active === c.key ? 'category-row__item--on' : ''}`}
          role="button"
          aria-pressed={active === c.key}
          onClick={() => onPick(active === c.key ? undefined : c.key)}
        >
          <Text className="category-row__icon" style={{ background: ICON_COLOURS[i % ICON_COLOURS.length] }}>
            {c.name.slice(0, 1)}
          </Text>
          <Text className="category-row__name">{c.name}</Text>
        </View>
      ))}
      {onAll && (
        <View className="category-row__item" role="link" onClick={onAll}>
          <View className="category-row__icon category-row__icon--all">
            <Icon d={iconMore} />
          </View>
          <Text className="category-row__name">{w('category.all')}</Text>
        </View>
      )}
    </View>
  )
}
