import { Image, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import type { Ad } from '@/services/types'
import './index.scss'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'

export interface AdPopupProps {
  ad: Ad
  onOpen: (ad: Ad) => void
  onClose: () => void
}

/** The INDEX_POPUP_AD: a centred image over a dimmed page; tapping the image opens the ad. */
export function AdPopup({ ad, onOpen, onClose }: AdPopupProps) {
  return (
    <View className="ad-popup" role="dialog" aria-label={ad.name} catchMove>
      <View className="ad-popup__mask" onClick={onClose} />
      <View className="ad-popup__body">
        <View
          className="ad-popup__card"
          role="button"
          aria-label={`打開 ${ad.name}`}
          onClick={() => onOpen(ad)}
        >
          <Image className="ad-popup__img" src={assetUrl(ad.image)} mode="aspectFill" aria-hidden="true" />
          <View className="ad-popup__name">{ad.name}</View>
        </View>
        <View className="ad-popup__close" role="button" aria-label="關閉" onClick={onClose}>
          <Icon d={iconClose} />
        </View>
      </View>
    </View>
  )
}
