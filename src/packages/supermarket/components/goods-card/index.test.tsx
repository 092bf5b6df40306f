import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { card } from '../../test-support/fixtures'
import { GoodsCard } from './index'

describe('supermarket goods card', () => {
  it('shows brand and spec count, and no dangling separator when the goods has no brand', () => {
    const { unmount } = render(<GoodsCard g={card()} />)
    expect(screen.getByText('蓮花牧場 · 2款規格')).toBeTruthy()
    unmount()

    render(<GoodsCard g={card({ brand: '' })} />)
    expect(screen.getByText('2款規格')).toBeTruthy()
    expect(screen.queryByText(/·/)).toBeNull()
  })

  it('tags a goods with a member price 會員價, and nothing when it has none', () => {
    const { unmount } = render(<GoodsCard g={card({ memberPrice: card().price - 300 })} />)
    expect(screen.getByText(`會員價 MOP ${(card().price - 300) / 100}`)).toBeTruthy()
    unmount()
    render(<GoodsCard g={card({ memberPrice: null })} />)
    expect(screen.queryByText(/會員價/)).toBeNull()
  })
})
