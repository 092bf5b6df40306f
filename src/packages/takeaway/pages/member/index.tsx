import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { go } from '@/services/nav'
import { activityText, activityTitle } from '../../hooks/activity-text'
import { mchPage } from '../../hooks/paths'
import { useMerchant } from '../../hooks/use-merchant'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

/**
 * 商家會員卡: joining is free and means following the shop (favourite), so its offers and news reach the
 * user; the benefits listed are the shop's real activities. Nothing is sold here.
 */
export default function Member() {
  const id = Number(usePageParams().id ?? 0)
  const { detail, state, reload, toggleFavourite } = useMerchant(id, { withMenu: false })
  return (
    <View className="ta-member">
      <NavBar title="商家會員" />
      <StateView state={state} rows={2} errorText="載入失敗" onRetry={() => void reload()}>
        {detail && (
          <>
            <View className="ta-member__card">
              <View className="ta-member__top">
                <Image className="ta-member__logo" src={assetUrl(detail.logo, 200)} mode="aspectFill" />
                <View className="ta-member__titles">
                  <Text className="ta-member__name">{detail.name}</Text>
                  <Text className="ta-member__sub">
                    {detail.favourite ? '你已是本店會員' : '免費加入，專享本店優惠'}
                  </Text>
                </View>
              </View>
              <Text className="ta-member__tag">會員</Text>
            </View>
            <View className="ta-member__section">
              <Text className="ta-member__h">會員權益</Text>
              {detail.activities.map((a) => (
                <View key={`${a.type}-${a.label}`} className="ta-member__benefit">
                  <Text className="ta-member__benefit-title">
                    {activityTitle(a)} · {a.label}
                  </Text>
                  <Text className="ta-member__benefit-text">{activityText(a)}</Text>
                </View>
              ))}
              <View className="ta-member__benefit">
                <Text className="ta-member__benefit-title">新品與公告</Text>
                <Text className="ta-member__benefit-text">
                  在「我的收藏」中第一時間找到本店的新品和優惠。
                </Text>
              </View>
            </View>
            <View className="ta-member__actions">
              <View
                className={`ta-member__join ${detail.favourite ? 'ta-member__join--joined' : ''}`}
                onClick={() => void toggleFavourite()}
              >
                {detail.favourite ? '已加入（取消會員）' : '免費加入會員'}
              </View>
              <View className="ta-member__shop" onClick={() => go(mchPage('mchInfo', id))}>
                去點餐
              </View>
            </View>
            <View className="ta-member__note">加入會員即收藏本店，不收取任何費用，可隨時取消。</View>
          </>
        )}
      </StateView>
    </View>
  )
}
