import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Goods } from '@/services/takeaway'
import { GoodsItem } from './index'

const dish = (over: Partial<Goods> = {}): Goods => ({
  id: 1,
  name: '葡國雞飯',
  image: '',
  categoryId: 1,
  price: 6800,
  originalPrice: null,
  stock: 10,
  totalStock: 10,
  limitBuy: 0,
  monthSales: 12,
  description: '',
  tags: [],
  soldOut: false,
  props: [],
  packFee: 0,
  ...over
})

const noop = vi.fn()

/** The dish photos wait for the browser's own lazy loading (src/utils/lazy-image.h5.ts): they do not hold up the menu. */
const lazyPhotos = (n: number) => expect(document.querySelectorAll('img[loading="lazy"]').length).toBe(n)

describe('menu goods line', () => {
  it('shows the 會員價 of a dish that has one, as a member would pay it', () => {
    render(<GoodsItem goods={dish({ memberPrice: 6100 })} count={0} onPlus={noop} onMinus={noop} />)
    expect(screen.getByText('MOP 68')).toBeTruthy()
    expect(screen.getByText('會員價 MOP 61')).toBeTruthy()
    lazyPhotos(1)
  })

  it('shows no tag without a member price or when it is not lower', () => {
    const { unmount } = render(<GoodsItem goods={dish()} count={0} onPlus={noop} onMinus={noop} />)
    expect(screen.queryByText(/會員價/)).toBeNull()
    lazyPhotos(1)
    unmount()
    render(<GoodsItem goods={dish({ memberPrice: 6800 })} count={0} onPlus={noop} onMinus={noop} />)
    expect(screen.queryByText(/會員價/)).toBeNull()
    lazyPhotos(1)
  })

  it('shows a purchase limit even on a dish without tags, beside its monthly sales', () => {
    const { container } = render(
      <GoodsItem goods={dish({ limitBuy: 2, monthSales: 414 })} count={0} onPlus={noop} onMinus={noop} />
    )
    expect(screen.getByText('限購2份')).toBeTruthy()
    // one line for sales and tags: the row's fixed height holds name, description, this line and the price
    const meta = container.querySelector('.goods-item__meta')
    expect(meta?.textContent).toBe('月售414限購2份')
    lazyPhotos(1)
  })
})
