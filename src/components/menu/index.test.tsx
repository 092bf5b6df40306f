import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Goods, MenuCategory } from '@/services/takeaway'
import { useShownCount } from '@/hooks/use-shown-count'
import { Menu } from './index'

const goods = (id: number, categoryId: number): Goods => ({
  id,
  name: `菜式${id}號`,
  image: `/api/img/goods/${id}.svg`,
  categoryId,
  price: 3800,
  originalPrice: null,
  stock: 50,
  totalStock: 50,
  limitBuy: 0,
  monthSales: 12,
  description: '',
  tags: [],
  soldOut: false,
  props: [],
  packFee: 0
})

// 4 + 3 + 5 rows: the first screen's six end inside the second category
const categories: MenuCategory[] = [
  [1, '招牌', 4],
  [2, '粉麵', 3],
  [3, '飲品', 5]
].map(([id, name, n], c) => ({
  id: id as number,
  name: name as string,
  count: n as number,
  goods: Array.from({ length: n as number }, (_, i) => goods((c + 1) * 100 + i, id as number))
}))

describe('menu', () => {
  it('draws a first screen of rows at once and the rest right after, every row once, in menu order', () => {
    const seen: number[] = []
    const { result } = renderHook(() => {
      const n = useShownCount(12, 6)
      seen.push(n)
      return n
    })
    expect(seen[0]).toBe(6)
    expect(result.current).toBe(Number.POSITIVE_INFINITY)
    // a list no longer than the first screen never renders twice for it
    const short: number[] = []
    renderHook(() => short.push(useShownCount(4, 6)))
    expect(short.every((n) => n === 6)).toBe(true)
  })

  it('ends with every dish under its own category, each one tappable', async () => {
    const onOpen = vi.fn()
    render(
      <Menu
        categories={categories}
        counts={{}}
        countOf={() => 0}
        onPlus={vi.fn()}
        onMinus={vi.fn()}
        onOpen={onOpen}
      />
    )
    await waitFor(() => expect(screen.getAllByText(/^菜式\d+號$/)).toHaveLength(12))
    const names = screen.getAllByText(/^菜式\d+號$/).map((el) => el.textContent)
    expect(names).toEqual(categories.flatMap((c) => c.goods.map((g) => g.name)))
    for (const c of categories) {
      const section = document.getElementById(`ta-cat-${c.id}`)!
      expect(section.textContent).toContain(c.goods.at(-1)!.name)
    }
    fireEvent.click(screen.getByText('菜式304號'))
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 304 }))
  })
})
