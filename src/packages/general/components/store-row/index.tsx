import { Image, Text, View } from '@tarojs/components'
import type { GeneralStore } from '@lotus/contract/general'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { formatDistance } from '@/utils/distance-format'
import { lazyImage } from '@/utils/lazy-image'

/** One general store in a list. */
export function StoreRow({ s, onClick }: { s: GeneralStore; onClick: () => void }) {
  return (
    <View className="ge-row ge-store" data-store={s.id} onClick={onClick}>
      <Image className="ge-row__img" src={assetUrl(s.logo, 200)} mode="aspectFill" {...lazyImage} />
      <View className="ge-row__body">
        <Text className="ge-row__name">{s.name}</Text>
        <Text className="ge-row__sub">
          {s.kindText} · {s.star} 分 · {s.district}
          {s.distanceM !== null ? ` · ${formatDistance(s.distanceM)}` : ''}
        </Text>
        {s.activities.length > 0 && (
          <Text className="ge-row__sub">{s.activities.map((a) => a.label).join(' ')}</Text>
        )}
      </View>
    </View>
  )
}
