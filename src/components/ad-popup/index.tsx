import { Image, View } from '@tarojs/components'
import { useEffect, useLayoutEffect } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import type { Ad } from '@/services/types'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'
import { dropShell, dropShellAfterPaint, dropShellAtMost, shellUnder } from '@/utils/first-screen'
import { useT } from '@/i18n'

export interface AdPopupProps {
  ad: Ad
  onOpen: (ad: Ad) => void
  onClose: () => void
}

/** The INDEX_POPUP_AD: a centred image over a dimmed page; tapping the image opens the ad. */
export function AdPopup({ ad, onOpen, onClose }: AdPopupProps) {
  const t = useT()
  // h5: the server's copy of this popup (page-boot.ts) lies on top until this one's picture is drawn (taking
  // no taps, one dimming meanwhile); a picture that never comes does not keep it there
  useLayoutEffect(shellUnder, [])
  useEffect(() => {
    const cancel = dropShellAtMost()
    return () => {
      cancel()
      dropShell()
    }
  }, [])
  return (
    <View className="ad-popup" role="dialog" aria-label={ad.name} catchMove>
      <View className="ad-popup__mask" onClick={onClose} />
      <View className="ad-popup__body">
        <View
          className="ad-popup__card"
          role="button"
          aria-label={t('home.open', { name: ad.name })}
          onClick={() => onOpen(ad)}
        >
          <Image
            className="ad-popup__img"
            src={assetUrl(ad.image)}
            mode="aspectFill"
            aria-hidden="true"
            onLoad={dropShellAfterPaint}
            onError={dropShell}
          />
          <View className="ad-popup__name">{ad.name}</View>
        </View>
        <View className="ad-popup__close" role="button" aria-label={t('home.close')} onClick={onClose}>
          <Icon d={iconClose} />
        </View>
      </View>
    </View>
  )
}
