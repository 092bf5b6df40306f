import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { Switch } from '@/components/nut/switch'
import { usePrivacy } from '@/stores/privacy'
import './index.scss'
import { pagesUserWords } from '../../words'

/** The two recommendation switches; the request layer sends them as headers on every call. */
export default function Privacy() {
  const w = pagesUserWords.useWords()
  const goodsRecommend = usePrivacy((s) => s.goodsRecommend)
  const adRecommend = usePrivacy((s) => s.adRecommend)
  const setGoodsRecommend = usePrivacy((s) => s.setGoodsRecommend)
  const setAdRecommend = usePrivacy((s) => s.setAdRecommend)

  return (
    <View className="privacy">
      <NavBar title={w('privacy.title')} />
      <View className="privacy__group">
        <View className="privacy__row">
          <View className="privacy__text">
            <Text className="privacy__title">{w('privacy.goods')}</Text>
            <Text className="privacy__desc">{w('privacy.goodsDesc')}</Text>
          </View>
          <Switch
            ariaLabel={w('privacy.goods')}
            checked={goodsRecommend}
            onChange={(v: boolean) => setGoodsRecommend(v)}
          />
        </View>
        <View className="privacy__row">
          <View className="privacy__text">
            <Text className="privacy__title">{w('privacy.ads')}</Text>
            <Text className="privacy__desc">{w('privacy.adsDesc')}</Text>
          </View>
          <Switch
            ariaLabel={w('privacy.ads')}
            checked={adRecommend}
            onChange={(v: boolean) => setAdRecommend(v)}
          />
        </View>
      </View>
    </View>
  )
}
