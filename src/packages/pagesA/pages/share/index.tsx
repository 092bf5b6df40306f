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
import { useWords } from '../../words'
import '../../components/invite/invite.scss'

/** A share poster: my name, promotion code and its QR code; shared through the platform's own way. */
export default function Share() {
  const t = useWords()
  const { loggedIn, code, nickname, avatar } = usePromotionCode()
  useInviteShare(code, nickname)
  const qr = useMemo(() => (code ? qrDataUrl(inviteLink(code)) : ''), [code])
  return (
    <View className="invite">
      <NavBar title={t('share.title')} transparent />
      {!loggedIn ? (
        <StateView
          state="empty"
          emptyText={t('share.loginText')}
          actionText={t('login')}
          onAction={() => openLoginFrom(ACCOUNT_PAGES.share)}
        />
      ) : (
        <StateView state={code ? 'ready' : 'loading'} rows={2}>
          <View className="invite__card" role="group" aria-label={t('share.title')}>
            {avatar ? (
              <Image
                className="invite__avatar"
                src={imageUrl(avatar, 200)}
                mode="aspectFill"
                aria-label={t('share.avatar')}
              />
            ) : null}
            <Text className="invite__name">{nickname || t('share.user')}</Text>
            <Text className="invite__sub">{t('share.invite')}</Text>
            <Image className="invite__qr" src={qr} aria-label={t('promoQrLabel', { code })} />
            <Text className="invite__code">{code}</Text>
            <Text className="invite__sub">{t('share.how')}</Text>
            <Text className="invite__brand">{t('share.brand')}</Text>
          </View>
          <ShareAction code={code} nickname={nickname} className="invite__btn" />
        </StateView>
      )}
    </View>
  )
}
