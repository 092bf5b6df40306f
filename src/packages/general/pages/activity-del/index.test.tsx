import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { store, storePage } from '../../test-support/fixtures'
import { GE } from '../../hooks/paths'

const api = vi.hoisted(() => ({ getGeneralStore: vi.fn() }))
vi.mock('@/services/general', () => api)

import ActivityDel from './index'

const open = (index: number) => {
  fake.pages = [{ route: GE.activityDel.slice(1), options: { id: '7', index: String(index) } }]
  render(<ActivityDel />)
}

describe('a general store’s activity', () => {
  beforeEach(() => {
    clearCache()
    fake.reset()
  })

  it('explains a full reduction, lists the other offers and leads to the store', async () => {
    api.getGeneralStore.mockResolvedValue(storePage())
    open(0)
    expect(await screen.findByText('滿200減20')).toBeTruthy()
    expect(screen.getByText('訂單商品金額滿 MOP 200，結賬時自動減 MOP 20。')).toBeTruthy()
    expect(screen.getByText('本店起送價 MOP 50。')).toBeTruthy()
    expect(screen.getByText('滿$300免運費')).toBeTruthy()
    fireEvent.click(screen.getByText('滿$300免運費'))
    expect(fake.navigations.at(-1)?.url).toBe(`${GE.activityDel}?id=7&index=2`)
    fireEvent.click(screen.getByText('去店舖選購'))
    expect(fake.navigations.at(-1)?.url).toBe(`${GE.mchInfo}?id=7`)
  })

  it('explains free delivery with the fee it saves', async () => {
    api.getGeneralStore.mockResolvedValue(storePage())
    open(2)
    expect(await screen.findByText('訂單商品金額滿 MOP 300，免收配送費（原配送費 MOP 10）。')).toBeTruthy()
  })

  it('says the activity has ended when the store no longer has it', async () => {
    api.getGeneralStore.mockResolvedValue(storePage({ store: store({ activities: [] }) }))
    open(1)
    expect(await screen.findByText('活動已結束')).toBeTruthy()
  })
})
