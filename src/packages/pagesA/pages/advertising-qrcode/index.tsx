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
import { useWords } from '../../words'
import '../../components/invite/invite.scss'

/** My promotion code as a QR code: a friend scans it and signs up with the code filled in. */
export default function AdvertisingQrcode() {
  const t = useWords()
  const { loggedIn, code } = usePromotionCode()
  const qr = useMemo(() => (code ? qrDataUrl(inviteLink(code)) : ''), [code])
  return (
    <View className="invite">
      <NavBar title={t('qrcode.title')} transparent />
      {!loggedIn ? (
        <StateView
          state="empty"
          emptyText={t('qrcode.loginText')}
          actionText={t('login')}
          onAction={() => openLoginFrom(ACCOUNT_PAGES.advertisingQrcode)}
        />
      ) : (
        <StateView state={code ? 'ready' : 'loading'} rows={2}>
          <View className="invite__card">
            <Text className="invite__sub">{t('qrcode.sub')}</Text>
            <Image
              className="invite__qr"
              src={qr}
              aria-label={t('promoQrLabel', { code })}
              data-testid="promo-qr"
            />
            <Text className="invite__code">{code}</Text>
          </View>
          <View
            role="button"
            className="invite__btn invite__btn--ghost"
            onClick={() =>
              void Taro.setClipboardData({ data: code }).then(() =>
                Taro.showToast({ title: t('promoCopied'), icon: 'none' })
              )
            }
          >
            {t('copyPromo')}
          </View>
          <View role="button" className="invite__btn" onClick={() => go(ACCOUNT_PAGES.share)}>
            {t('qrcode.poster')}
          </View>
        </StateView>
      )}
    </View>
  )
}
