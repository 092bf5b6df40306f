import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DatePicker } from './datepicker'

// Issue 35 §13: NutUI's picker said 确认 (zh-CN) on the birthday picker.
describe('NutUI pickers in Traditional words', () => {
  it('the date picker confirms with 確認, never 确认', () => {
    render(
      <DatePicker title="選擇生日" type="date" visible showChinese defaultValue={new Date(1990, 0, 1)} />
    )
    const text = document.body.textContent ?? ''
    expect(text).toContain('確認')
    expect(text).not.toMatch(/确认|确定/)
  })
})

describe('NutUI date picker in the reader’s language (issue 39)', () => {
  it('confirms in English and drops 年/月/日 for an English reader', async () => {
    const { setMessages } = await import('@/i18n')
    const { default: en } = await import('@/i18n/en')
    const { default: pt } = await import('@/i18n/pt')
    try {
      setMessages('en', en)
      const { unmount } = render(
        <DatePicker title="Birthday" type="date" visible showChinese defaultValue={new Date(1990, 0, 1)} />
      )
      const text = document.body.textContent ?? ''
      expect(text).toContain('Confirm')
      expect(text).not.toMatch(/年|月|確認/)
      unmount()
      setMessages('pt', pt)
      render(
        <DatePicker title="Aniversário" type="date" visible showChinese defaultValue={new Date(1990, 0, 1)} />
      )
      expect(document.body.textContent).toContain('Confirmar')
    } finally {
      setMessages('zh-Hant-MO', {})
    }
  })
})
