import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { back } from '@/services/nav'
import { useCheckout } from '@/stores/order'
import { REMARK_MAX, REMARK_TAGS, toggleRemarkTag } from '@/stores/order-reducer'
import { valueLabel } from '@/stores/words'
import { useWords } from '../../words'
import './index.scss'

/** Order remark: quick tags and free text (≤ 50), handed back to the checkout through its store. */
export default function RemarkText() {
  const t = useWords()
  const [text, setText] = useState(() => useCheckout.getState().remark)
  const done = () => {
    useCheckout.getState().setRemark(text.trim().slice(0, REMARK_MAX))
    back()
  }
  return (
    <View className="remark-page">
      <NavBar title={t('remark.title')} />
      <View className="remark-page__box">
        <Textarea
          className="remark-page__input"
          value={text}
          maxlength={REMARK_MAX}
          placeholder={t('remark.hint')}
          onInput={(e) => setText(String(e.detail?.value ?? '').slice(0, REMARK_MAX))}
        />
        <Text className="remark-page__count">
          {text.length}/{REMARK_MAX}
        </Text>
      </View>
      <View className="remark-page__title">{t('remark.tags')}</View>
      {/* the kitchen reads the tags as written (contract/order-reasons.ts); a reader of another language is told */}
      {REMARK_TAGS.some((tag) => valueLabel(tag) !== tag) && (
        <View className="remark-page__note">{t('remark.tagsSent')}</View>
      )}
      <View className="remark-page__tags">
        {REMARK_TAGS.map((tag) => {
          const on = text
            .split(/[，,]/)
            .map((p) => p.trim())
            .includes(tag)
          const label = valueLabel(tag)
          return (
            <View
              key={tag}
              role="checkbox"
              aria-checked={on}
              className={`remark-page__tag ${on ? 'remark-page__tag--on' : ''}`}
              aria-label={label}
              onClick={() => setText((s) => toggleRemarkTag(s, tag))}
            >
              <Text>{label}</Text>
              {label !== tag && <Text className="remark-page__tag-sent">{tag}</Text>}
            </View>
          )
        })}
      </View>
      <View className="remark-page__done" onClick={done}>
        {t('remark.done')}
      </View>
    </View>
  )
}
