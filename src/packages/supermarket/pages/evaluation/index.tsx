import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { PhotoPicker } from '@/components/photo-picker'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { evaluate } from '@/queries/order'
import { back } from '@/services/nav'
import { EVALUATION_MAX, PHOTOS_MAX, STAR_WORDS } from '@/stores/order-reducer'
import '../../components/sm-order/index.scss'
import { Icon } from '@/components/icon'
import { starFill as iconStarFill } from '@/components/icon/paths/star-fill'

/** The three scores of a supermarket review (the evaluation service's star, tasteStar and packStar). */
const SCORES = [
  ['star', '總體評分'],
  ['tasteStar', '商品質量'],
  ['packStar', '包裝配送']
] as const
type Score = (typeof SCORES)[number][0]

/** 評價訂單 (?id): a completed supermarket order's stars, text ≤ 500 and photos ≤ 6, optionally anonymous. */
export default function SupermarketEvaluation() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })
  const [stars, setStars] = useState<Record<Score, number>>({ star: 0, tasteStar: 0, packStar: 0 })
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [anonymous, setAnonymous] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const missing = SCORES.find(([k]) => stars[k] < 1)
    const msg = missing ? `請為${missing[1]}評分` : null
    if (msg) {
      setError(msg)
      return void Taro.showToast({ title: msg, icon: 'none' })
    }
    if (busy) return
    setBusy(true)
    try {
      await evaluate({ id, ...stars, content: content.trim(), images, anonymous }, order?.merchantId)
      void Taro.showToast({ title: '感謝你的評價', icon: 'success' })
      back()
    } catch {
      // toasted by the request layer (ALREADY_EVALUATED, ORDER_STATE…)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="sm-order">
      <NavBar title="評價訂單" />
      <StateView state={state} rows={2} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {order && (
          <>
            <View className="sm-order__card">
              <View className="sm-order__title">{order.merchantName}</View>
              {SCORES.map(([k, label]) => (
                <View key={k} className="sm-order__row" role="radiogroup" aria-label={label}>
                  <Text className="sm-order__label">{label}</Text>
                  <View style={{ display: 'flex' }}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <View
                        key={n}
                        role="radio"
                        aria-checked={stars[k] === n}
                        aria-label={`${label}${n}星`}
                        className={n <= stars[k] ? 'sm-order__em' : 'sm-order__muted'}
                        style={{ fontSize: '44px', minWidth: '44px', minHeight: '44px', textAlign: 'center' }}
                        onClick={() => {
                          setStars((s) => ({ ...s, [k]: n }))
                          setError('')
                        }}
                      >
                        <Icon d={iconStarFill} />
                      </View>
                    ))}
                  </View>
                  <Text className="sm-order__muted">{STAR_WORDS[stars[k]] ?? ''}</Text>
                </View>
              ))}
            </View>
            <View className="sm-order__card">
              <Textarea
                className="sm-order__text"
                value={content}
                maxlength={EVALUATION_MAX}
                placeholder="商品新鮮嗎？包裝是否完好？說說你的感受吧"
                onInput={(e) => setContent(String(e.detail?.value ?? '').slice(0, EVALUATION_MAX))}
              />
              <Text className="sm-order__muted">
                {content.length}/{EVALUATION_MAX}
              </Text>
              <PhotoPicker value={images} onChange={setImages} max={PHOTOS_MAX} />
              <View className="sm-order__row" onClick={() => setAnonymous((a) => !a)}>
                <Text>匿名評價</Text>
                <View
                  role="switch"
                  aria-checked={anonymous}
                  className={anonymous ? 'sm-order__em' : 'sm-order__muted'}
                >
                  {anonymous ? '已開啟' : '已關閉'}
                </View>
              </View>
            </View>
            {error && <View className="sm-order__error">{error}</View>}
            <View className="sm-order__bar">
              <View />
              <View
                role="button"
                className={`sm-order__submit ${busy ? 'sm-order__submit--off' : ''}`}
                aria-disabled={busy}
                onClick={() => void submit()}
              >
                提交評價
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
