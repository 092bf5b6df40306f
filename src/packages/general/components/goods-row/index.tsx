import { Image, Text, View } from '@tarojs/components'
import type { GeneralGoods } from '@lotus/contract/general'
import { formatMop } from '@lotus/contract/money'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { factsText } from '../../hooks/goods-text'
import { lazyImage } from '@/utils/lazy-image'
import { generalWords } from '../../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** One general goods in a list: image, name, store, facts (price per 500 g, season, origin), price, saving. */
export function GoodsRow({ g, onClick }: { g: GeneralGoods; onClick: () => void }) {
  const w = generalWords.useWords()
  const facts = factsText(g)
  return (
    <View className="ge-row ge-goods" data-goods={g.id} onClick={onClick}>
      {/* decorative: the name is the text beside it (h5 gets alt="", axe image-alt) */}
      <Image className="ge-row__img" src={assetUrl(g.image, 200)} mode="aspectFill" {...lazyImage} />
      <View className="ge-row__body">
        <Text className="ge-row__name">{g.name}</Text>
        <Text className="ge-row__sub">{g.mchName}</Text>
        {facts ? <Text className="ge-row__sub">{facts}</Text> : null}
        <View>
          <Text className="ge-row__price">{mop(g.price)}</Text>
          {g.saving > 0 && g.originalPrice !== null && (
            <>
              <Text className="ge-row__orig">{mop(g.originalPrice)}</Text>
              <Text className="ge-row__save">{w('row.save', { amount: mop(g.saving) })}</Text>
            </>
          )}
        </View>
      </View>
    </View>
  )
}
