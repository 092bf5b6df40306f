import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
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

  it('is modal for the keyboard: focus moves in, Tab stays inside, Escape closes and focus returns', async () => {
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button onClick={() => setOpen(true)}>打開</button>
          <button>頁面上的按鈕</button>
          <BottomSheet
            open={open}
            title="餐具份數"
            onClose={() => setOpen(false)}
            footer={<button>確認</button>}
          >
            <button>1 份</button>
          </BottomSheet>
        </>
      )
    }
    // the sheet moves focus in on its next tick: that tick is run here, so nothing else's timers can come between
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    render(<Page />)
    const opener = screen.getByText('打開')
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: '餐具份數' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(false)
    act(() => void vi.advanceTimersByTime(50))
    expect(dialog.contains(document.activeElement)).toBe(true)
    // Tab from the last focusable wraps to the first, Shift+Tab from the first to the last: never the page
    for (let i = 0; i < 5; i++) {
      fireEvent.keyDown(document.activeElement!, { key: 'Tab' })
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('the close × is a button a keyboard reaches and presses with Enter', () => {
    const onClose = vi.fn()
    render(
      <BottomSheet open title="取消原因" onClose={onClose}>
        <span>不想要了</span>
      </BottomSheet>
    )
    const close = screen.getByRole('button', { name: '關閉' })
    expect(close.getAttribute('tabindex')).toBe('0')
    close.focus()
    fireEvent.keyDown(close, { key: 'Enter' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
