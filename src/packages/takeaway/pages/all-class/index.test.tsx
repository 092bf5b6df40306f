import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'

const ta = vi.hoisted(() => ({ getCategories: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)

import AllClass from './index'

beforeEach(() => {
  fake.reset()
  fake.pages.push({ route: 'packages/takeaway/pages/all-class/index', options: {} })
  ta.getCategories.mockReset()
})

describe('all-class', () => {
  it('lists every category with its count; a tap shows the home filtered by it', async () => {
    ta.getCategories.mockResolvedValue([
      { key: 'hk_cafe', name: '茶餐廳', count: 12 },
      { key: 'dessert', name: '甜品', count: 3 }
    ])
    render(<AllClass />)
    expect(await screen.findByText('12家')).toBeTruthy()
    fireEvent.click(screen.getByText('甜品'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: '/packages/takeaway/pages/home/index?category=dessert'
    })
  })

  it('a failure offers a retry', async () => {
    ta.getCategories
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce([{ key: 'a', name: '粥粉麵', count: 1 }])
    render(<AllClass />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('粥粉麵')).toBeTruthy()
  })
})
