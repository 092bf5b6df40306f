import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listCalls, serve, summary } from '@/components/order-list/order-list-fixtures'
import { clearCache } from '@/queries/cache'
import { resetRequestState } from '@/services/request'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import SearchOrder from '.'

const type = (value: string) =>
  fireEvent(
    document.querySelector('.sm-order__search-input')!,
    new CustomEvent('input', { bubbles: true, detail: { value } })
  )

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  resetRequestState()
  useSession.setState({ ...initialSession, token: 't-1', loggedIn: true })
})

describe('search supermarket orders', () => {
  it('asks the server for the user’s supermarket orders with the keyword, nothing before', async () => {
    serve({ supermarket: [summary(5, 'supermarket', '蓮花鮮選超市')] })
    render(<SearchOrder />)
    expect(listCalls()).toEqual([])
    type('雞蛋')
    fireEvent.click(screen.getByRole('button', { name: '搜尋' }))
    expect(await screen.findByText('蓮花鮮選超市')).toBeTruthy()
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ keyword: '雞蛋', vertical: 'supermarket' })
    )
  })

  it('an empty result says so', async () => {
    serve({ supermarket: [] })
    render(<SearchOrder />)
    type('不存在')
    fireEvent.click(screen.getByRole('button', { name: '搜尋' }))
    expect(await screen.findByText('沒有找到相關訂單')).toBeTruthy()
  })
})
