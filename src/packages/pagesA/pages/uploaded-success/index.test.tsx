import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { getFeedback } from '@/services/feedback'
import { getBusinessInfo } from '@/services/business'
import UploadedSuccess from './index'

vi.mock('@/services/feedback', () => ({ getFeedback: vi.fn() }))
vi.mock('@/services/business', () => ({ getBusinessInfo: vi.fn() }))

// a loaded 2-core machine renders the first page slowly
describe('uploaded-success', { timeout: 20_000 }, () => {
  it('after a feedback: reads it back and opens its progress', async () => {
    fake.pages.push({
      route: 'packages/pagesA/pages/uploaded-success/index',
      options: { kind: 'feedback', id: '41' }
    })
    vi.mocked(getFeedback).mockResolvedValue({
      id: 41,
      category: '訂單問題',
      content: '騎手未有送到門口',
      images: [],
      status: 'received',
      createdAt: 1,
      updatedAt: 1,
      replies: []
    })
    render(<UploadedSuccess />)
    expect(await screen.findByText('目前進度：已收到')).toBeTruthy()
    fireEvent.click(screen.getByText('查看進度'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: '/packages/pagesUser/pages/feedback-info/index?id=41'
    })
  })

  it('after a merchant application: its status, and the way to the business page', async () => {
    fake.pages.push({
      route: 'packages/pagesA/pages/uploaded-success/index',
      options: { kind: 'business', id: '5' }
    })
    vi.mocked(getBusinessInfo).mockResolvedValue({
      application: {
        id: 5,
        shopName: '龍華茶樓',
        category: '餐飲美食',
        district: '花王堂區',
        address: '提督馬路 3 號地下',
        contactName: '何先生',
        areaCode: '853',
        phoneMasked: '66****66',
        licence: '/api/files/lic',
        licences: ['/api/files/lic'],
        registrationNo: '12345 (SO)',
        status: 'reviewing',
        rejectReason: null,
        createdAt: 1,
        updatedAt: 1
      },
      canApply: false
    })
    render(<UploadedSuccess />)
    expect(await screen.findByText('目前狀態：審核中')).toBeTruthy()
    expect(getFeedback).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('查看申請狀態'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: '/packages/pagesUser/pages/business/index'
    })
  })
})
