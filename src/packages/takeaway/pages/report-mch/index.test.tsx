import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NoopObserver } from '../../test-support/fixtures'

const rep = vi.hoisted(() => ({ reportMerchant: vi.fn() }))
const up = vi.hoisted(() => ({ uploadImage: vi.fn() }))
vi.mock('@/services/report', () => rep)
vi.mock('@/services/upload', () => up)
vi.stubGlobal('IntersectionObserver', NoopObserver)
const taro = vi.hoisted(() => ({ chooseImage: vi.fn() }))
vi.mock('@tarojs/taro', async (orig) => {
  const real = await orig<{ default: object }>()
  return { ...real, default: { ...real.default, chooseImage: taro.chooseImage } }
})

import ReportMch from './index'

const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

beforeEach(() => {
  fake.reset()
  fake.pages.push({ route: 'packages/takeaway/pages/report-mch/index', options: { id: '5' } })
  rep.reportMerchant.mockReset().mockResolvedValue(null)
  up.uploadImage.mockReset().mockImplementation(async (p: string) => `/api/files/${p}`)
  taro.chooseImage.mockReset().mockResolvedValue({ tempFilePaths: ['a.jpg', 'b.jpg'] })
})

describe('report-mch', () => {
  it('validates before sending', () => {
    render(<ReportMch />)
    fireEvent.click(screen.getByText('提交舉報'))
    expect(screen.getByRole('alert').textContent).toBe('請選擇舉報類型')
    fireEvent.click(screen.getByRole('radio', { name: '食品安全' }))
    fireEvent.click(screen.getByText('提交舉報'))
    expect(screen.getByRole('alert').textContent).toBe('請填寫舉報內容')
    typeInto(screen.getByLabelText('問題描述'), '飯菜有異味，吃完肚痛')
    expect(screen.getByText('10/500')).toBeTruthy()
    typeInto(screen.getByLabelText('聯繫電話'), '123')
    fireEvent.click(screen.getByText('提交舉報'))
    expect(screen.getByRole('alert').textContent).toBe('聯繫電話格式不正確')
    expect(rep.reportMerchant).not.toHaveBeenCalled()
  })

  it('uploads photos and sends the report', async () => {
    render(<ReportMch />)
    fireEvent.click(screen.getByRole('radio', { name: '虛假宣傳' }))
    typeInto(screen.getByLabelText('問題描述'), '圖片與實物不符，份量很少')
    typeInto(screen.getByLabelText('聯繫電話'), '66123456')
    fireEvent.click(screen.getByLabelText('添加圖片'))
    await waitFor(() => expect(screen.getAllByLabelText('刪除圖片')).toHaveLength(2))
    expect(taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 6 }))
    fireEvent.click(screen.getAllByLabelText('刪除圖片')[0] as HTMLElement)
    fireEvent.click(screen.getByText('提交舉報'))
    await waitFor(() => expect(rep.reportMerchant).toHaveBeenCalled())
    expect(rep.reportMerchant).toHaveBeenCalledWith({
      mchId: 5,
      type: '虛假宣傳',
      content: '圖片與實物不符，份量很少',
      images: ['/api/files/b.jpg'],
      phone: '66123456'
    })
    await waitFor(() => expect(fake.toasts.map((t) => t.title)).toContain('舉報已提交，我們會盡快處理'))
  })
})
