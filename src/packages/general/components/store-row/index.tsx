import { Image, Text, View } from '@tarojs/components'
import type { GeneralStore } from '@lotus/contract/general'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { formatDistance } from '@/utils/distance-format'
import { lazyImage } from '@/utils/lazy-image'
import { kindText } from '../../hooks/goods-text'
import { generalWords } from '../../words'

/** One general store in a list. */
export function StoreRow({ s, onClick }: { s: GeneralStore; onClick: () => void }) {
  const w = generalWords.useWords()
  const facts = { kind: kindText(s.kind), star: s.star, district: s.district }
  return (
    <View className="ge-row ge-store" data-store={s.id} onClick={onClick}>
      <Image className="ge-row__img" src={assetUrl(s.logo, 200)} mode="aspectFill" {...lazyImage} />
      <View className="ge-row__body">
        <Text className="ge-row__name">{s.name}</Text>
        <Text className="ge-row__sub">
          {s.distanceM !== null
            ? w('row.storeNear', { ...facts, distance: formatDistance(s.distanceM) })
            : w('row.store', facts)}
        </Text>
        {s.activities.length > 0 && (
          <Text className="ge-row__sub">{s.activities.map((a) => a.label).join(' ')}</Text>
        )}
      </View>
    </View>
  )
}
