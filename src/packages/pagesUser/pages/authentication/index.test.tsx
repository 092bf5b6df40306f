import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import Authentication from './index'

const api = vi.hoisted(() => ({ getIdentity: vi.fn() }))
vi.mock('@/services/account', () => api)

const info = (over: Record<string, unknown> = {}) => ({
  status: 'none',
  docType: null,
  maskedName: null,
  maskedNumber: null,
  rejectReason: null,
  submittedAt: null,
  ...over
})

beforeEach(() => {
  api.getIdentity.mockReset()
})

describe('identity verification (實名認證)', () => {
  it('not verified yet: says why it matters and 立即認證 opens the document form', async () => {
    api.getIdentity.mockResolvedValue(info())
    render(<Authentication />)
    expect((await screen.findByTestId('identity-status')).textContent).toBe('未認證')
    expect(screen.getByText('完成實名認證後可購買酒類等需核實年齡的商品')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '立即認證' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/submit-id-info/index')
  })

  it('rejected: shows the reason and the masked document, and offers to resubmit', async () => {
    api.getIdentity.mockResolvedValue(
      info({
        status: 'rejected',
        docType: 'bir',
        maskedName: '陳*明',
        maskedNumber: '1******(8)',
        rejectReason: '照片不清晰'
      })
    )
    render(<Authentication />)
    expect((await screen.findByTestId('identity-status')).textContent).toBe('未通過')
    expect(screen.getByText('原因：照片不清晰，請重新提交')).toBeTruthy()
    expect(screen.getByText('澳門居民身份證')).toBeTruthy()
    expect(screen.getByText('陳*明')).toBeTruthy()
    expect(screen.getByText('1******(8)')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重新提交' })).toBeTruthy()
  })

  it('approved: no button to submit again', async () => {
    api.getIdentity.mockResolvedValue(info({ status: 'approved', docType: 'passport', maskedName: '李*' }))
    render(<Authentication />)
    expect((await screen.findByTestId('identity-status')).textContent).toBe('已認證')
    expect(screen.getByText('你的身份已核實')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /認證|提交/ })).toBeNull()
  })

  it('a failed load says so and retrying asks again', async () => {
    api.getIdentity.mockRejectedValueOnce(new Error('NETWORK')).mockResolvedValue(info())
    render(<Authentication />)
    fireEvent.click(await screen.findByText('重試'))
    expect((await screen.findByTestId('identity-status')).textContent).toBe('未認證')
    expect(api.getIdentity).toHaveBeenCalledTimes(2)
  })
})
