import { View } from '@tarojs/components'
import { Icon } from '.'
import { star as iconStar } from './paths/star'
import { starFill as iconStarFill } from './paths/star-fill'
import { iconWords } from './words'

/** A rating shown as five stars of the icon set, read as one picture: "4星". */
export function Stars({ n, className = '' }: { n: number; className?: string }) {
  const w = iconWords.useWords()
  const full = Math.round(n)
  return (
    <View className={`lotus-stars ${className}`} role="img" aria-label={w('stars', { n: full })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Icon key={i} d={i <= full ? iconStarFill : iconStar} />
      ))}
    </View>
  )
}
