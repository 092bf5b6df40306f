import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { QrCode } from '../../components/qr-code'
import { ShareButton } from '../../components/share-button/share-button'
import { h5Origin, shareLink, SP } from '../../hooks/paths'
import { goneText } from '../../hooks/spell-view'
import { useSpellShare } from '../../hooks/use-spell-share'
import { useSpellSnapshot } from '../../hooks/use-spell-snapshot'
import { replace } from '@/services/nav'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

/** 邀請好友 (?tid): the join link, a copy button, its QR code, and the WeChat share card on the mini-program. */
export default function ShareOrder() {
  const tid = Number(usePageParams().tid ?? 0)
  const { snapshot: snap, gone, state, reload } = useSpellSnapshot(tid)
  useSpellShare(snap)
  const link = snap ? shareLink(h5Origin(), snap.spellInfo.shareCode) : ''
  const copy = async () => {
    await Taro.setClipboardData({ data: link })
    void Taro.showToast({ title: '連結已複製', icon: 'none' })
  }
  return (
    <View className="share-order">
      <NavBar title="邀請好友拼單" />
      {gone ? (
        <View className="share-order__gone" role="alert">
          <Text>{goneText(gone)}</Text>
          <View className="share-order__btn" onClick={() => replace(SP.home)}>
            返回拼單首頁
          </View>
        </View>
      ) : (
        <StateView state={state} rows={3} errorText="拼單載入失敗" onRetry={() => void reload()}>
          {snap && (
            <View className="share-order__card">
              <View className="share-order__mch">
                <Image
                  className="share-order__logo"
                  src={assetUrl(snap.storeInfo.logo, 200)}
                  mode="aspectFill"
                />
                <View className="share-order__mch-text">
                  <Text className="share-order__title">一起拼單：{snap.storeInfo.name}</Text>
                  <Text className="share-order__sub">{snap.userText}，一起點一起送</Text>
                </View>
              </View>
              <View className="share-order__qr">
                <QrCode text={link} size={200} label="拼單二維碼" />
                <Text className="share-order__qr-tip">好友掃碼即可加入拼單</Text>
              </View>
              <View className="share-order__code">
                拼單碼 <Text className="share-order__code-value">{snap.spellInfo.shareCode}</Text>
              </View>
              <View className="share-order__link-row">
                <Text className="share-order__link" userSelect>
                  {link}
                </Text>
              </View>
              <View className="share-order__btn" onClick={() => void copy()}>
                複製連結
              </View>
              <ShareButton className="share-order__btn share-order__btn--wx" />
            </View>
          )}
        </StateView>
      )}
    </View>
  )
}
