import { Text, View } from '@tarojs/components'
import type { ShopReply as Reply } from '@lotus/contract/reviews-admin'
import './index.scss'

/** 商家回覆: the shop's one reply, drawn under a review in every review list (takeaway, group, supermarket). */
export function ShopReply({ reply }: { reply: Reply | undefined }) {
  if (!reply) return null
  return (
    <View className="shop-reply">
      <Text className="shop-reply__who">商家回覆：</Text>
      <Text className="shop-reply__text">{reply.content}</Text>
    </View>
  )
}
