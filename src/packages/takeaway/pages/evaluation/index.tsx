import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { PhotoPicker } from '@/components/photo-picker'
import { StateView } from '@/components/state-view'
import { back } from '@/services/nav'
import { evaluateOrder } from '@/services/order'
import { EVALUATION_MAX, PHOTOS_MAX, STAR_WORDS, validateEvaluation } from '@/stores/order-reducer'
import { useOrder } from '../order-del/use-order'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon } from '@/components/icon'
import { starFill as iconStarFill } from '@/components/icon/paths/star-fill'

function Stars({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  return (
    <View className="eval-stars" role="radiogroup" aria-label={label}>
      <Text className="eval-stars__label">{label}</Text>
      {[1, 2, 3, 4, 5].map((n) => (
        <View
          key={n}
          role="radio"
          aria-checked={value === n}
          aria-label={`${label}${n}星`}
          className={`eval-stars__star ${n <= value ? 'eval-stars__star--on' : ''}`}
          onClick={() => onChange(n)}
        >
          <Icon d={iconStarFill} />
        </View>
      ))}
      <Text className="eval-stars__word">{STAR_WORDS[value] ?? ''}</Text>
    </View>
  )
}

/** Review an order (?id): overall, taste and packaging stars, text ≤ 500, photos ≤ 6, anonymous. */
export default function Evaluation() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })
  const [star, setStar] = useState(0)
  const [tasteStar, setTaste] = useState(0)
  const [packStar, setPack] = useState(0)
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [anonymous, setAnonymous] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const msg = validateEvaluation({ star, tasteStar, packStar, content, images })
    if (msg) {
      // said once, inline beside the form (issue 8 §12: never inline and a toast)
      return setError(msg)
    }
    if (busy) return
    setBusy(true)
    try {
      await evaluateOrder({ id, star, tasteStar, packStar, content: content.trim(), images, anonymous })
      void Taro.showToast({ title: '感謝你的評價', icon: 'success' })
      back()
    } catch {
      // toasted (ALREADY_EVALUATED...)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="evaluation">
      <NavBar title="評價訂單" />
      <StateView state={state} rows={2} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {order && (
          <>
            <View className="evaluation__card">
              <Text className="evaluation__mch">{order.merchantName}</Text>
              <Stars label="總體評分" value={star} onChange={(n) => (setStar(n), setError(''))} />
              <Stars label="口味" value={tasteStar} onChange={(n) => (setTaste(n), setError(''))} />
              <Stars label="包裝" value={packStar} onChange={(n) => (setPack(n), setError(''))} />
            </View>
            <View className="evaluation__card">
              <Textarea
                className="evaluation__text"
                value={content}
                maxlength={EVALUATION_MAX}
                placeholder="菜品口味如何？服務是否周到？說說你的感受吧"
                onInput={(e) => setContent(String(e.detail?.value ?? '').slice(0, EVALUATION_MAX))}
              />
              <Text className="evaluation__count">
                {content.length}/{EVALUATION_MAX}
              </Text>
              <PhotoPicker value={images} onChange={setImages} max={PHOTOS_MAX} />
              {/* the whole row is the switch, named by its text */}
              <View
                className="evaluation__anon"
                role="switch"
                aria-checked={anonymous}
                onClick={() => setAnonymous((a) => !a)}
              >
                <Text>匿名評價</Text>
                <View
                  aria-hidden="true"
                  className={`evaluation__switch ${anonymous ? 'evaluation__switch--on' : ''}`}
                />
              </View>
            </View>
            {error && (
              <View className="evaluation__error" role="alert">
                {error}
              </View>
            )}
            <View
              className={`evaluation__submit ${busy ? 'evaluation__submit--off' : ''}`}
              aria-disabled={busy}
              onClick={() => void submit()}
            >
              提交評價
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
