import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useMerchant } from '../../hooks/use-merchant'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useWords } from '../../words'

/** 商家資質: licence number and the credential images (tap to view full size). */
export default function Qualification() {
  const id = Number(usePageParams().id ?? 0)
  const { detail, state, reload } = useMerchant(id, { withMenu: false })
  const w = useWords()
  const urls = detail?.qualifications.map((q) => assetUrl(q.image)) ?? []
  return (
    <View className="qualification">
      <NavBar title={w('qualification')} />
      <StateView state={state} rows={2} errorText={w('loadFailed')} onRetry={() => void reload()}>
        {detail && (
          <>
            <View className="qualification__card">
              <View className="qualification__row">
                <Text className="qualification__label">{w('qual.name')}</Text>
                <Text>{detail.name}</Text>
              </View>
              <View className="qualification__row">
                <Text className="qualification__label">{w('qual.licenceNo')}</Text>
                <Text>{detail.licenseNo || '—'}</Text>
              </View>
              <View className="qualification__row">
                <Text className="qualification__label">{w('qual.address')}</Text>
                <Text>
                  {detail.district} {detail.address}
                </Text>
              </View>
            </View>
            {detail.qualifications.length === 0 ? (
              <StateView state="empty" emptyText={w('qual.none')} />
            ) : (
              detail.qualifications.map((q, i) => (
                <View key={q.name + i} className="qualification__card">
                  <Text className="qualification__name">{q.name}</Text>
                  <Image
                    className="qualification__img"
                    src={urls[i] ?? ''}
                    mode="widthFix"
                    onClick={() =>
                      void Taro.previewImage?.({ urls, current: urls[i] ?? '' })?.catch(() => undefined)
                    }
                  />
                </View>
              ))
            )}
            <View className="qualification__note">{w('qual.note')}</View>
          </>
        )}
      </StateView>
    </View>
  )
}
