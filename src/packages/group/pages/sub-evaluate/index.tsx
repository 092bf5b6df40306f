import { useRouter } from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { PhotoPicker } from '@/components/photo-picker'
import { loadStateOf } from '@/queries/cache'
import { invalidateGroup, useGroupOrder } from '@/queries/group'
import { groupApi } from '@/services/group'
import { replace } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { GroupPage } from '../../components/ui'
import { Icon } from '@/components/icon'
import { star as iconStar } from '@/components/icon/paths/star'
import { starFill as iconStarFill } from '@/components/icon/paths/star-fill'
import { groupWords } from '../../words'

const ASPECTS = [
  ['star', 'rate.star'],
  ['tasteStar', 'rate.taste'],
  ['envStar', 'rate.env'],
  ['serviceStar', 'rate.service']
] as const
type Aspect = (typeof ASPECTS)[number][0]

/** 寫評價 (?orderId): overall, taste, environment, service, text and photos, after use. */
export default function SubEvaluate() {
  const orderId = Number(useRouter().params.orderId ?? 0)
  const q = useGroupOrder(orderId)
  const w = groupWords.useWords()
  const [rates, setRates] = useState<Record<Aspect, number>>({
    star: 5,
    tasteStar: 5,
    envStar: 5,
    serviceStar: 5
  })
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const ok = content.trim().length > 0
  const submit = async () => {
    if (!ok) return
    try {
      await groupApi.evaluate({ id: orderId, ...rates, content: content.trim(), images })
      await invalidateGroup()
      replace(groupPage('success', { mchId: q.data?.mchId ?? 0 }))
    } catch {
      // toasted by the request layer
    }
  }
  return (
    <GroupPage
      title={w('order.evaluate')}
      state={orderId ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
      footer={
        <Text
          className={`gp-btn ${ok ? '' : 'gp-btn--off'}`}
          aria-disabled={!ok}
          onClick={() => void submit()}
        >
          {w('rate.submit')}
        </Text>
      }
    >
      <View className="gp-card">
        <Text className="gp-title">{q.data?.merchantName}</Text>
        {ASPECTS.map(([k, word]) => {
          const label = w(word)
          return (
            <View
              key={k}
              className="gp-row"
              style={{ justifyContent: 'flex-start' }}
              role="radiogroup"
              aria-label={label}
            >
              <Text style={{ width: '100px' }}>{label}</Text>
              {[1, 2, 3, 4, 5].map((n) => (
                <View
                  key={n}
                  className="gp-rate-star"
                  role="radio"
                  aria-checked={rates[k] === n}
                  aria-label={w('rate.stars', { label, n })}
                  onClick={() => setRates((r) => ({ ...r, [k]: n }))}
                >
                  <Icon d={n <= rates[k] ? iconStarFill : iconStar} />
                </View>
              ))}
            </View>
          )
        })}
        <Textarea
          className="gp-input"
          placeholder={w('rate.hint')}
          maxlength={500}
          value={content}
          onInput={(e) => setContent(e.detail.value)}
        />
        <PhotoPicker value={images} onChange={setImages} />
      </View>
    </GroupPage>
  )
}
