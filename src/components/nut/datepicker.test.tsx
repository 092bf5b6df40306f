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
