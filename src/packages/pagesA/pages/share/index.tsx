import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { openLoginFrom } from '@/components/account-flow'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { imageUrl } from '@lotus/contract/image-url'
import { qrDataUrl } from '@/utils/qr-svg'
import { inviteLink } from '../../components/invite/invite-link'
import { ShareAction, useInviteShare } from '../../components/invite/share-action'
import { usePromotionCode } from '../../components/invite/use-promotion-code'
import '../../components/invite/invite.scss'

/** A share poster: my name, promotion code and its QR code; shared through the platform's own way. */
export default function Share() {
  const { loggedIn, code, nickname, avatar } = usePromotionCode()
  useInviteShare(code, nickname)
  const qr = useMemo(() => (code ? qrDataUrl(inviteLink(code)) : ''), [code])
  return (
    <View className="invite">
      <NavBar title="分享海報" transparent />
      {!loggedIn ? (
        <StateView
          state="empty"
          emptyText="登入後生成你的分享海報"
          actionText="登入"
          onAction={() => openLoginFrom(ACCOUNT_PAGES.share)}
        />
      ) : (
        <StateView state={code ? 'ready' : 'loading'} rows={2}>
          <View className="invite__card" role="group" aria-label="分享海報">
            {avatar ? (
              <Image
                className="invite__avatar"
                src={imageUrl(avatar, 200)}
                mode="aspectFill"
                aria-label="頭像"
              />
            ) : null}
            <Text className="invite__name">{nickname || 'Lotus 用戶'}</Text>
            <Text className="invite__sub">邀請你一齊用 Lotus：外賣、超市、團購、百貨，澳門生活一站搞掂</Text>
            <Image className="invite__qr" src={qr} aria-label={`推廣碼 ${code} 的二維碼`} />
            <Text className="invite__code">{code}</Text>
            <Text className="invite__sub">註冊時填寫推廣碼，或用微信掃一掃</Text>
            <Text className="invite__brand">Lotus 澳門</Text>
          </View>
          <ShareAction code={code} nickname={nickname} className="invite__btn" />
        </StateView>
      )}
    </View>
  )
}
