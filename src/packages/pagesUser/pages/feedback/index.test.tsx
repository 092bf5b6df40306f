import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { listFeedback, submitFeedback } from '@/services/feedback'
import { uploadImage } from '@/services/upload'
import FeedbackPage from './index'

vi.mock('@/services/feedback', () => ({
  listFeedback: vi.fn(),
  submitFeedback: vi.fn(),
  getFeedback: vi.fn()
}))
vi.mock('@/services/upload', () => ({ uploadImage: vi.fn() }))

const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

const sent = {
  id: 41,
  category: '訂單問題',
  content: '騎手未有送到門口',
  images: ['/api/files/p1'],
  status: 'received' as const,
  createdAt: 1_764_000_000,
  updatedAt: 1_764_000_000
}

beforeEach(() => {
  vi.mocked(listFeedback).mockResolvedValue([])
  vi.mocked(submitFeedback).mockReset()
})

// a loaded 2-core machine renders the first page slowly
describe('feedback', { timeout: 20_000 }, () => {
  it('asks for a category and a description before sending anything', async () => {
    render(<FeedbackPage />)
    expect(await screen.findByText('暫無反饋記錄')).toBeTruthy()
    fireEvent.click(screen.getByText('提交反饋'))
    expect(screen.getByRole('alert').textContent).toBe('請選擇反饋類型')
    fireEvent.click(screen.getByRole('radio', { name: '訂單問題' }))
    typeInto(screen.getByLabelText('問題描述'), '太慢')
    fireEvent.click(screen.getByText('提交反饋'))
    expect(screen.getByRole('alert').textContent).toContain('至少 5 個字')
    expect(submitFeedback).not.toHaveBeenCalled()
  })

  it('sends category, text and an uploaded photo, then opens the confirmation', async () => {
    vi.spyOn(Taro, 'chooseImage').mockResolvedValue({
      tempFilePaths: ['blob:1'],
      tempFiles: [],
      errMsg: 'chooseImage:ok'
    })
    vi.mocked(uploadImage).mockResolvedValue('/api/files/p1')
    vi.mocked(submitFeedback).mockResolvedValue(sent)
    render(<FeedbackPage />)
    fireEvent.click(screen.getByRole('radio', { name: '訂單問題' }))
    typeInto(screen.getByLabelText('問題描述'), '  騎手未有送到門口  ')
    expect(screen.getByText('0/4')).toBeTruthy()
    fireEvent.click(screen.getByText('0/4'))
    await screen.findByText('1/4')
    fireEvent.click(screen.getByText('提交反饋'))
    await waitFor(() =>
      expect(submitFeedback).toHaveBeenCalledWith({
        category: '訂單問題',
        content: '騎手未有送到門口',
        images: ['/api/files/p1']
      })
    )
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/pagesA/pages/uploaded-success/index?kind=feedback&id=41'
      })
    )
  })

  it('lists my earlier feedback with its progress, each opening its details', async () => {
    vi.mocked(listFeedback).mockResolvedValue([{ ...sent, status: 'replied' }])
    render(<FeedbackPage />)
    fireEvent.click(await screen.findByText('已回覆'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/feedback-info/index?id=41')
  })

  it('offers a retry when the list fails', async () => {
    vi.mocked(listFeedback).mockRejectedValueOnce(new Error('down'))
    render(<FeedbackPage />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('暫無反饋記錄')).toBeTruthy()
  })
})
