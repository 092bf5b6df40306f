import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { back } from '@/services/nav'
import { useCheckout } from '@/stores/order'
import { REMARK_MAX, REMARK_TAGS, toggleRemarkTag } from '@/stores/order-reducer'
import './index.scss'

/** Order remark: quick tags and free text (≤ 50), handed back to the checkout through its store. */
export default function RemarkText() {
  const [text, setText] = useState(() => useCheckout.getState().remark)
  const done = () => {
    useCheckout.getState().setRemark(text.trim().slice(0, REMARK_MAX))
    back()
  }
  return (
    <View className="remark-page">
      <NavBar title="添加備註" />
      <View className="remark-page__box">
        <Textarea
          className="remark-page__input"
          value={text}
          maxlength={REMARK_MAX}
          placeholder="請輸入口味、偏好等要求，不支持額外加餐"
          onInput={(e) => setText(String(e.detail?.value ?? '').slice(0, REMARK_MAX))}
        />
        <Text className="remark-page__count">
          {text.length}/{REMARK_MAX}
        </Text>
      </View>
      <View className="remark-page__title">快捷標籤</View>
      <View className="remark-page__tags">
        {REMARK_TAGS.map((t) => {
          const on = text
            .split(/[，,]/)
            .map((p) => p.trim())
            .includes(t)
          return (
            <View
              key={t}
              role="checkbox"
              aria-checked={on}
              className={`remark-page__tag ${on ? 'remark-page__tag--on' : ''}`}
              onClick={() => setText((s) => toggleRemarkTag(s, t))}
            >
              {t}
            </View>
          )
        })}
      </View>
      <View className="remark-page__done" onClick={done}>
        完成
      </View>
    </View>
  )
}
