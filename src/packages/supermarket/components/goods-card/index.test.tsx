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
})
