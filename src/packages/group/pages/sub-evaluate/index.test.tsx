import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, order } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.subEvaluate.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('write a review', () => {
  it('rates overall, taste, environment and service, writes, and submits', async () => {
    api.order.mockResolvedValue(order())
    api.evaluate.mockResolvedValue({ commentId: 80 })
    open({ orderId: '900' })
    expect(await screen.findByText('蓮香茶餐廳')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('環境3星'))
    fireEvent.click(screen.getByLabelText('服務4星'))
    fireEvent(
      document.querySelector('.gp-input')!,
      new CustomEvent('input', { bubbles: true, detail: { value: ' 奶茶好滑 ' } })
    )
    fireEvent.click(screen.getByText('提交評價'))
    await waitFor(() =>
      expect(api.evaluate).toHaveBeenCalledWith({
        id: 900,
        star: 5,
        tasteStar: 5,
        envStar: 3,
        serviceStar: 4,
        content: '奶茶好滑',
        images: []
      })
    )
    await waitFor(() => expect(lastUrl()).toBe(`${GP.success}?mchId=5`))
  })
})
