import { Text, View } from '@tarojs/components'
import type { ShopReply as Reply } from '@lotus/contract/reviews-admin'
import './index.scss'
import { replyWords } from './words'

/** 商家回覆: the shop's one reply, drawn under a review in every review list (takeaway, group, supermarket). */
export function ShopReply({ reply }: { reply: Reply | undefined }) {
  const w = replyWords.useWords()
  if (!reply) return null
  return (
    <View className="shop-reply">
      <Text className="shop-reply__who">{w('who')}</Text>
      <Text className="shop-reply__text">{reply.content}</Text>
    </View>
  )
}
