import { describe, expect, it } from 'vitest'
import { type ReportForm, reportError } from './report-form'

const ok: ReportForm = { type: '食品安全', content: '飯菜有異味，吃完肚痛', images: [], phone: '' }

describe('report form', () => {
  it('needs a type and a real description', () => {
    expect(reportError({ ...ok, type: '' })).toBe('請選擇舉報類型')
    expect(reportError({ ...ok, content: '   ' })).toBe('請填寫舉報內容')
    expect(reportError({ ...ok, content: '很差' })).toBe('請詳細描述問題（至少5個字）')
    expect(reportError({ ...ok, content: 'x'.repeat(501) })).toBe('舉報內容最多500字')
    expect(reportError(ok)).toBeNull()
  })
  it('phone is optional but must be a phone; at most 6 images', () => {
    expect(reportError({ ...ok, phone: '6612345' })).toBe('聯繫電話格式不正確')
    expect(reportError({ ...ok, phone: '66123456' })).toBeNull()
    expect(reportError({ ...ok, phone: '13812345678' })).toBeNull()
    expect(reportError({ ...ok, images: Array(7).fill('/f') })).toBe('最多上傳6張圖片')
  })
})
