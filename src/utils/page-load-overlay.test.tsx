import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPageLoadOverlay } from './page-load-overlay'

afterEach(() => document.querySelectorAll('.page-load').forEach((e) => e.remove()))

describe('page-load overlay (h5)', () => {
  it("shows 'Loading chunk failed' to the user with a retry that reloads", () => {
    const reload = vi.fn()
    const overlay = createPageLoadOverlay(document, reload)
    overlay.render({ state: 'loading' })
    expect(screen.getByRole('status').textContent).toBe('頁面載入中…')
    overlay.render({ state: 'failed', detail: 'Loading chunk 42 failed.' })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('頁面載入失敗')
    expect(alert.textContent).toContain('Loading chunk failed')
    expect(alert.textContent).toContain('Loading chunk 42 failed.')
    fireEvent.click(screen.getByRole('button', { name: '重試' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offers a retry after the 60 s timeout and hides when idle', () => {
    const overlay = createPageLoadOverlay(document, vi.fn())
    overlay.render({ state: 'timeout' })
    expect(screen.getByRole('alert').textContent).toContain('頁面載入時間過長')
    expect(screen.getByRole('button', { name: '重試' })).toBeTruthy()
    overlay.render({ state: 'idle' })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(overlay.element.style.display).toBe('none')
  })
})
