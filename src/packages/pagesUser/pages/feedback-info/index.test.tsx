import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { getFeedback } from '@/services/feedback'
import FeedbackInfo from './index'

vi.mock('@/services/feedback', () => ({ getFeedback: vi.fn() }))

const base = {
  id: 41,
  category: '訂單問題',
  content: '騎手未有送到門口',
  images: ['/api/files/p1'],
  createdAt: 1_764_000_000,
  updatedAt: 1_764_000_000
}

beforeEach(() => {
  fake.pages.push({ route: 'packages/pagesUser/pages/feedback-info/index', options: { id: '41' } })
})

// a loaded 2-core machine renders the first page slowly
describe('feedback progress', { timeout: 20_000 }, () => {
  it('received: the first step is done and a reply is promised', async () => {
    vi.mocked(getFeedback).mockResolvedValue({ ...base, status: 'received', replies: [] })
    render(<FeedbackInfo />)
    expect(await screen.findByText('騎手未有送到門口')).toBeTruthy()
    expect(screen.getByText('已收到').closest('[aria-current]')?.getAttribute('aria-current')).toBe('step')
    expect(screen.getByText('客服會在 1–2 個工作天內回覆，請耐心等候。')).toBeTruthy()
    expect(screen.getByLabelText('反饋圖片 1')).toBeTruthy()
    expect(getFeedback).toHaveBeenCalledWith(41)
  })

  it('replied: shows the staff reply and the replied step as current', async () => {
    vi.mocked(getFeedback).mockResolvedValue({
      ...base,
      status: 'replied',
      replies: [{ author: 'staff', content: '已聯絡商家跟進', createdAt: 1_764_000_600 }]
    })
    render(<FeedbackInfo />)
    expect(await screen.findByText('已聯絡商家跟進')).toBeTruthy()
    expect(screen.getByText('已回覆').closest('[aria-current]')).toBeTruthy()
    expect(screen.getByText(/Lotus 客服/)).toBeTruthy()
  })

  it("a failed load (a missing or another user's feedback) says so and offers a retry", async () => {
    vi.mocked(getFeedback).mockRejectedValue(new Error('NOT_FOUND'))
    render(<FeedbackInfo />)
    expect(await screen.findByText('反饋載入失敗')).toBeTruthy()
    expect(screen.getByText('重試')).toBeTruthy()
  })
})
