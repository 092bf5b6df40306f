import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { QrCode } from '../../components/qr-code'
import { ShareButton } from '../../components/share-button/share-button'
import { h5Origin, shareLink, SP } from '../../hooks/paths'
import { goneText, userTextOf } from '../../hooks/spell-view'
import { useSpellShare } from '../../hooks/use-spell-share'
import { useSpellSnapshot } from '../../hooks/use-spell-snapshot'
import { replace } from '@/services/nav'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

/** Invite friends (?tid): the join link, a copy button, its QR code, and the WeChat share card on the mini-program. */
export default function ShareOrder() {
  const t = useWords()
  const tid = Number(usePageParams().tid ?? 0)
  const { snapshot: snap, gone, state, reload } = useSpellSnapshot(tid)
  useSpellShare(snap)
  const link = snap ? shareLink(h5Origin(), snap.spellInfo.shareCode) : ''
  const copy = async () => {
    await Taro.setClipboardData({ data: link })
    void Taro.showToast({ title: t('invite.copied'), icon: 'none' })
  }
  return (
    <View className="share-order">
      <NavBar title={t('invite.title')} />
      {gone ? (
        <View className="share-order__gone" role="alert">
          <Text>{goneText(gone)}</Text>
          <View className="share-order__btn" onClick={() => replace(SP.home)}>
            {t('backHome')}
          </View>
        </View>
      ) : (
        <StateView state={state} rows={3} errorText={t('loadFailed')} onRetry={() => void reload()}>
          {snap && (
            <View className="share-order__card">
              <View className="share-order__mch">
                <Image
                  className="share-order__logo"
                  src={assetUrl(snap.storeInfo.logo, 200)}
                  mode="aspectFill"
                />
                <View className="share-order__mch-text">
                  <Text className="share-order__title">{t('shareTitle', { name: snap.storeInfo.name })}</Text>
                  <Text className="share-order__sub">{t('invite.sub', { text: userTextOf(snap) })}</Text>
                </View>
              </View>
              <View className="share-order__qr">
                <QrCode text={link} size={200} label={t('invite.qr')} />
                <Text className="share-order__qr-tip">{t('invite.qrTip')}</Text>
              </View>
              <View className="share-order__code">
                {t('invite.code')} <Text className="share-order__code-value">{snap.spellInfo.shareCode}</Text>
              </View>
              <View className="share-order__link-row">
                <Text className="share-order__link" userSelect>
                  {link}
                </Text>
              </View>
              <View className="share-order__btn" onClick={() => void copy()}>
                {t('invite.copy')}
              </View>
              <ShareButton className="share-order__btn share-order__btn--wx" />
            </View>
          )}
        </StateView>
      )}
    </View>
  )
}
