import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SpellSummary } from '@/services/spell'
import type { Merchant } from '@/services/types'

vi.mock('@/services/spell', () => ({ listSpells: vi.fn(), spellMerchants: vi.fn(), createSpell: vi.fn() }))
const spellApi = await import('@/services/spell')
const { startSpell, useMySpells, useSpellMerchants } = await import('./spell')

const spell = (tid: number) => ({ tid, status: 'open' }) as SpellSummary
const mch = (id: number) => ({ id }) as Merchant
const AT = { lat: 22.19, lng: 113.54 }

describe('spell lists (queries/spell.ts)', () => {
  it('a started spell joins my list on screen; two screens on the list send one request', async () => {
    const mine = [spell(7)]
    vi.mocked(spellApi.listSpells).mockImplementation(async () => [...mine])
    vi.mocked(spellApi.createSpell).mockImplementation(async () => {
      mine.unshift(spell(8))
      return { tid: 8, shareCode: 'ZZZZ2345' }
    })
    const a = renderHook(() => useMySpells(true))
    const b = renderHook(() => useMySpells(true))
    await waitFor(() => expect(a.result.current.data).toHaveLength(1))
    expect(b.result.current.data).toHaveLength(1)
    expect(spellApi.listSpells).toHaveBeenCalledTimes(1)

    await act(async () => void (await startSpell({ mchId: 3, ...AT })))
    await waitFor(() => expect(a.result.current.data?.map((s) => s.tid)).toEqual([8, 7]))
  })

  it('asks nothing while logged out', () => {
    const q = renderHook(() => useMySpells(false))
    renderHook(() => useSpellMerchants(AT, false))
    expect(q.result.current.data).toBeUndefined()
    expect(spellApi.listSpells).not.toHaveBeenCalled()
    expect(spellApi.spellMerchants).not.toHaveBeenCalled()
  })

  it('pages the merchants around the point', async () => {
    vi.mocked(spellApi.spellMerchants).mockImplementation(async ({ page = 1 }) => ({
      list: [mch(page * 10)],
      page,
      pageSize: 20,
      total: 2,
      hasMore: page < 2
    }))
    const q = renderHook(() => useSpellMerchants(AT, true))
    await waitFor(() => expect(q.result.current.state).toBe('ready'))
    expect(spellApi.spellMerchants).toHaveBeenLastCalledWith({ ...AT, page: 1, pageSize: 20 })
    await act(() => q.result.current.loadMore())
    expect(q.result.current.items.map((m) => m.id)).toEqual([10, 20])
    expect(q.result.current.hasMore).toBe(false)
  })
})
