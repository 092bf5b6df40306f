import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PayPassword } from './index'

function Harness({ onComplete }: { onComplete: (v: string) => void }) {
  const [v, setV] = useState('')
  return <PayPassword value={v} onChange={setV} onComplete={onComplete} />
}

describe('PayPassword keypad', () => {
  it('is a labelled group of buttons a keyboard reaches; the blank key is hidden from screen readers', () => {
    render(<Harness onComplete={() => undefined} />)
    const keypad = screen.getByRole('group', { name: '數字鍵盤' })
    const keys = Array.from(keypad.querySelectorAll('[role="button"]'))
    expect(keys.map((k) => k.getAttribute('aria-label'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '0',
      '刪除'
    ])
    expect(keys.every((k) => k.getAttribute('tabindex') === '0')).toBe(true)
    expect(screen.getByRole('img', { name: '已輸入0位' })).toBeTruthy()
  })

  it('a hardware keyboard types digits and Backspace deletes; the 6th digit completes', () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    for (const k of ['1', '2', '3']) fireEvent.keyDown(document.body, { key: k })
    expect(screen.getByRole('img', { name: '已輸入3位' })).toBeTruthy()
    fireEvent.keyDown(document.body, { key: 'Backspace' })
    expect(screen.getByRole('img', { name: '已輸入2位' })).toBeTruthy()
    for (const k of ['7', '8', '9', '0']) fireEvent.keyDown(document.body, { key: k })
    expect(onComplete).toHaveBeenCalledWith('127890')
  })
})
