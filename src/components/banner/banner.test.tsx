import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Ad } from '@/services/types'
import { PICTURE_LEAD_MS } from './banner-track'
import { Banner } from './index'

const ad = (id: number): Ad => ({
  id,
  name: `廣告${id}`,
  type: 2,
  wxLink: '',
  image: `/api/img/banner/${id}.svg`,
  merchantId: 0
})
const pictures = () => Array.from(document.querySelectorAll('img')).map((i) => i.getAttribute('src'))

describe('banner', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('draws only the picture on screen at first; the next one comes shortly before the timer shows it', () => {
    render(<Banner ads={[ad(2), ad(3), ad(4)]} />)
    // every slide is there (its name for a screen reader, its place in the track), only the first with a picture
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([
      '廣告2',
      '廣告3',
      '廣告4'
    ])
    expect(pictures()).toEqual(['/api/img/banner/2.svg'])
    act(() => void vi.advanceTimersByTime(4000 - PICTURE_LEAD_MS - 1))
    expect(pictures()).toHaveLength(1)
    act(() => void vi.advanceTimersByTime(1))
    expect(pictures()).toEqual(['/api/img/banner/2.svg', '/api/img/banner/3.svg'])
  })

  it('a finger on the track brings every picture (a swipe may go anywhere)', () => {
    const { container } = render(<Banner ads={[ad(2), ad(3), ad(4)]} />)
    fireEvent.touchStart(container.querySelector('.banner__track') as Element)
    expect(pictures()).toEqual(['/api/img/banner/2.svg', '/api/img/banner/3.svg', '/api/img/banner/4.svg'])
  })

  it('one banner: its picture, no timer', () => {
    render(<Banner ads={[ad(5)]} />)
    expect(pictures()).toEqual(['/api/img/banner/5.svg'])
    expect(vi.getTimerCount()).toBe(0)
  })
})
