import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BottomSheet } from './index'

describe('BottomSheet', () => {
  it('is a dialog named by its title; the close button and the dim both close it', () => {
    const onClose = vi.fn()
    const { container } = render(
      <BottomSheet open title="取消原因" onClose={onClose} footer={<button>確認取消</button>}>
        <span>不想要了</span>
      </BottomSheet>
    )
    const dialog = screen.getByRole('dialog', { name: '取消原因' })
    expect(dialog.textContent).toContain('不想要了')
    expect(dialog.textContent).toContain('確認取消')
    fireEvent.click(screen.getByLabelText('關閉'))
    fireEvent.click(container.querySelector('.lotus-sheet__mask')!)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('draws nothing while closed', () => {
    render(
      <BottomSheet open={false} title="取消原因" onClose={() => undefined}>
        <span>不想要了</span>
      </BottomSheet>
    )
    expect(screen.queryByText('不想要了')).toBeNull()
  })
})
