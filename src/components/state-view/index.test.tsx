import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StateView } from './index'

describe('StateView loading shapes (issue 8 §11)', () => {
  it('draws the shape of the page it stands for, announced as loading', () => {
    for (const shape of ['list', 'merchant', 'detail', 'order'] as const) {
      const { container, unmount } = render(
        <StateView state="loading" skeleton={shape} rows={3}>
          <span>內容</span>
        </StateView>
      )
      expect(screen.getByRole('status', { name: '載入中' }).getAttribute('aria-busy')).toBe('true')
      expect(container.querySelector('[data-shape]')?.getAttribute('data-shape')).toBe(shape)
      expect(screen.queryByText('內容')).toBeNull()
      unmount()
    }
  })

  it('the merchant shape has the header, the three tabs and the menu columns of a merchant page', () => {
    const { container } = render(<StateView state="loading" skeleton="merchant" rows={5} />)
    expect(container.querySelectorAll('.sk-merchant__tab')).toHaveLength(3)
    expect(container.querySelectorAll('.sk-merchant__cat')).toHaveLength(6)
    expect(container.querySelectorAll('.sk-merchant__item')).toHaveLength(5)
  })

  it('shows the content once ready', () => {
    render(
      <StateView state="ready" skeleton="detail">
        <span>內容</span>
      </StateView>
    )
    expect(screen.getByText('內容')).toBeTruthy()
  })
})
