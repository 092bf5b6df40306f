import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { Switch } from '@/components/nut/switch'
import { usePrivacy } from '@/stores/privacy'
import './index.scss'

/** The two recommendation switches; the request layer sends them as headers on every call. */
export default function Privacy() {
  const goodsRecommend = usePrivacy((s) => s.goodsRecommend)
  const adRecommend = usePrivacy((s) => s.adRecommend)
  const setGoodsRecommend = usePrivacy((s) => s.setGoodsRecommend)
  const setAdRecommend = usePrivacy((s) => s.setAdRecommend)

  return (
    <View className="privacy">
      <NavBar title="隱私管理" />
      <View className="privacy__group">
        <View className="privacy__row">
          <View className="privacy__text">
            <Text className="privacy__title">個性化商品推薦</Text>
            <Text className="privacy__desc">根據你的瀏覽和購買記錄推薦商品；關閉後推薦與個人無關</Text>
          </View>
          <Switch
            ariaLabel="個性化商品推薦"
            checked={goodsRecommend}
            onChange={(v: boolean) => setGoodsRecommend(v)}
          />
        </View>
        <View className="privacy__row">
          <View className="privacy__text">
            <Text className="privacy__title">個性化廣告推薦</Text>
            <Text className="privacy__desc">根據你的興趣展示廣告；關閉後廣告數量不變，但相關度會降低</Text>
          </View>
          <Switch
            ariaLabel="個性化廣告推薦"
            checked={adRecommend}
            onChange={(v: boolean) => setAdRecommend(v)}
          />
        </View>
      </View>
    </View>
  )
}
