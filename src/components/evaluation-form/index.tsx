import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { Icon } from '@/components/icon'
import { starFill as iconStarFill } from '@/components/icon/paths/star-fill'
import { PhotoPicker } from '@/components/photo-picker'
import { EVALUATION_MAX, PHOTOS_MAX, STAR_WORDS, validateEvaluation } from '@/stores/order-reducer'
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { evaluationWords } from './words'

/** The three scores the evaluation service keeps for an order. */
export type EvaluationScore = 'star' | 'tasteStar' | 'packStar'

export interface EvaluationBody {
  star: number
  tasteStar: number
  packStar: number
  content: string
  images: string[]
  anonymous: boolean
}

export interface EvaluationFormProps {
  merchantName: string
  /** each score's label in this vertical, and what is said while it is missing (in this order) */
  scores: readonly { key: EvaluationScore; label: string; missing: string }[]
  placeholder: string
  /** sends the review; a failure is toasted by the request layer (ALREADY_EVALUATED, ORDER_STATE…) */
  submit: (body: EvaluationBody) => Promise<unknown>
  /** after the server took it (the page goes back) */
  onDone: () => void
}

function Stars({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const w = evaluationWords.useWords()
  return (
    <View className="eval-stars" role="radiogroup" aria-label={label}>
      <Text className="eval-stars__label">{label}</Text>
      {[1, 2, 3, 4, 5].map((n) => (
        <View
          key={n}
          role="radio"
          aria-checked={value === n}
          aria-label={w('star', { label, n })}
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

/**
 * 評價訂單 of any vertical's order: three scores, text ≤ 500, photos ≤ 6, optionally anonymous. A wrong form
 * is said once, inline (issue 8 §12: never also a toast).
 */
export function EvaluationForm({ merchantName, scores, placeholder, submit, onDone }: EvaluationFormProps) {
  const w = evaluationWords.useWords()
  const [stars, setStars] = useState<Record<EvaluationScore, number>>({ star: 0, tasteStar: 0, packStar: 0 })
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [anonymous, setAnonymous] = useState(false)
  const [error, setError] = useState('')
  const sending = useMutation(submit)
  const busy = sending.busy

  const send = async () => {
    const missing = scores.find((s) => stars[s.key] < 1)
    const msg = missing ? missing.missing : validateEvaluation({ ...stars, content, images })
    if (msg) return setError(msg)
    if (busy) return
    try {
      if ((await sending.run({ ...stars, content: content.trim(), images, anonymous })) === SKIPPED) return
      void Taro.showToast({ title: w('thanks'), icon: 'success' })
      onDone()
    } catch {
      // toasted by the request layer
    }
  }

  return (
    <View className="evaluation-form">
      <View className="evaluation-form__card">
        <Text className="evaluation-form__mch">{merchantName}</Text>
        {scores.map((s) => (
          <Stars
            key={s.key}
            label={s.label}
            value={stars[s.key]}
            onChange={(n) => {
              setStars((v) => ({ ...v, [s.key]: n }))
              setError('')
            }}
          />
        ))}
      </View>
      <View className="evaluation-form__card">
        <Textarea
          className="evaluation-form__text"
          value={content}
          maxlength={EVALUATION_MAX}
          placeholder={placeholder}
          onInput={(e) => setContent(String(e.detail?.value ?? '').slice(0, EVALUATION_MAX))}
        />
        <Text className="evaluation-form__count">
          {content.length}/{EVALUATION_MAX}
        </Text>
        <PhotoPicker value={images} onChange={setImages} max={PHOTOS_MAX} />
        {/* the whole row is the switch, named by its text */}
        <View
          className="evaluation-form__anon"
          role="switch"
          aria-checked={anonymous}
          onClick={() => setAnonymous((a) => !a)}
        >
          <Text>{w('anonymous')}</Text>
          <View
            aria-hidden="true"
            className={`evaluation-form__switch ${anonymous ? 'evaluation-form__switch--on' : ''}`}
          />
        </View>
      </View>
      {error && (
        <View className="evaluation-form__error" role="alert">
          {error}
        </View>
      )}
      <View
        role="button"
        className={`evaluation-form__submit ${busy ? 'evaluation-form__submit--off' : ''}`}
        aria-disabled={busy}
        onClick={() => void send()}
      >
        {w('submit')}
      </View>
    </View>
  )
}
