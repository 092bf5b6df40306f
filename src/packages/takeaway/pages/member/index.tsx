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
import { useWords } from '../../words'

/**
 * 商家會員卡: joining is free and means following the shop (favourite), so its offers and news reach the
 * user; the benefits listed are the shop's real activities. Nothing is sold here.
 */
export default function Member() {
  const id = Number(usePageParams().id ?? 0)
  const { detail, state, reload, toggleFavourite } = useMerchant(id, { withMenu: false })
  const w = useWords()
  return (
    <View className="ta-member">
      <NavBar title={w('member.title')} />
      <StateView state={state} rows={2} errorText={w('loadFailed')} onRetry={() => void reload()}>
        {detail && (
          <>
            <View className="ta-member__card">
              <View className="ta-member__top">
                <Image className="ta-member__logo" src={assetUrl(detail.logo, 200)} mode="aspectFill" />
                <View className="ta-member__titles">
                  <Text className="ta-member__name">{detail.name}</Text>
                  <Text className="ta-member__sub">
                    {detail.favourite ? w('member.joined') : w('member.joinFree')}
                  </Text>
                </View>
              </View>
              <Text className="ta-member__tag">{w('member.tag')}</Text>
            </View>
            <View className="ta-member__section">
              <Text className="ta-member__h">{w('member.benefits')}</Text>
              {detail.activities.map((a) => (
                <View key={`${a.type}-${a.label}`} className="ta-member__benefit">
                  <Text className="ta-member__benefit-title">
                    {activityTitle(a)} · {a.label}
                  </Text>
                  <Text className="ta-member__benefit-text">{activityText(a)}</Text>
                </View>
              ))}
              <View className="ta-member__benefit">
                <Text className="ta-member__benefit-title">{w('member.newsTitle')}</Text>
                <Text className="ta-member__benefit-text">{w('member.newsText')}</Text>
              </View>
            </View>
            <View className="ta-member__actions">
              <View
                className={`ta-member__join ${detail.favourite ? 'ta-member__join--joined' : ''}`}
                onClick={() => void toggleFavourite()}
              >
                {detail.favourite ? w('member.leave') : w('member.join')}
              </View>
              <View className="ta-member__shop" onClick={() => go(mchPage('mchInfo', id))}>
                {w('member.order')}
              </View>
            </View>
            <View className="ta-member__note">{w('member.note')}</View>
          </>
        )}
      </StateView>
    </View>
  )
}
