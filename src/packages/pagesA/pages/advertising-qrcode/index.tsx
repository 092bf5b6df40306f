import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { openLoginFrom } from '@/components/account-flow'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go } from '@/services/nav'
import { qrDataUrl } from '@/utils/qr-svg'
import { inviteLink } from '../../components/invite/invite-link'
import { usePromotionCode } from '../../components/invite/use-promotion-code'
import '../../components/invite/invite.scss'

/** My promotion code as a QR code: a friend scans it and signs up with the code filled in. */
export default function AdvertisingQrcode() {
  const { loggedIn, code } = usePromotionCode()
  const qr = useMemo(() => (code ? qrDataUrl(inviteLink(code)) : ''), [code])
  return (
    <View className="invite">
      <NavBar title="我的推廣碼" transparent />
      {!loggedIn ? (
        <StateView
          state="empty"
          emptyText="登入後查看你的推廣碼"
          actionText="登入"
          onAction={() => openLoginFrom(ACCOUNT_PAGES.advertisingQrcode)}
        />
      ) : (
        <StateView state={code ? 'ready' : 'loading'} rows={2}>
          <View className="invite__card">
            <Text className="invite__sub">好友掃碼註冊，即綁定你的推廣碼</Text>
            <Image
              className="invite__qr"
              src={qr}
              aria-label={`推廣碼 ${code} 的二維碼`}
              data-testid="promo-qr"
            />
            <Text className="invite__code">{code}</Text>
          </View>
          <View
            role="button"
            className="invite__btn invite__btn--ghost"
            onClick={() =>
              void Taro.setClipboardData({ data: code }).then(() =>
                Taro.showToast({ title: '推廣碼已複製', icon: 'none' })
              )
            }
          >
            複製推廣碼
          </View>
          <View role="button" className="invite__btn" onClick={() => go(ACCOUNT_PAGES.share)}>
            生成分享海報
          </View>
        </StateView>
      )}
    </View>
  )
}
