import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { formatMop } from '@lotus/contract/money'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralGoodsDetail } from '@/queries/general'
import { go } from '@/services/nav'
import { factsText } from '../../hooks/goods-text'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 商品詳情: a general goods with its facts (price per 500 g, season, origin, 18+); buy in its shop. */
export default function GoodsDel() {
  const w = generalWords.useWords()
  const id = Number(useRouter().params.id ?? 0)
  const q = useGeneralGoodsDetail(id)
  const g = q.data
  return (
    <View className="ge-page ge-goods-del">
      <NavBar title={w('goods.title')} />
      <StateView state={loadStateOf(q)} errorText={w('goods.failed')} onRetry={() => void q.refetch()}>
        {g && (
          <View className="ge-section">
            <Image src={assetUrl(g.image, 600)} mode="widthFix" style={{ width: '100%' }} />
            <Text className="ge-section__title">{g.name}</Text>
            <Text className="ge-row__price">{mop(g.price)}</Text>
            {factsText(g) ? <Text className="ge-note">{factsText(g)}</Text> : null}
            {g.description ? <Text className="ge-note">{g.description}</Text> : null}
            <Text className="ge-row__sub">{g.mchName}</Text>
            <View className="ge-btn" onClick={() => go(gePage('mchInfo', { id: g.mchId }))}>
              {w('goods.toShop')}
            </View>
            <View className="ge-choice" onClick={() => go(gePage('similarMch', { id: g.mchId }))}>
              {w('similar')}
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
