import { describe, expect, it, vi } from 'vitest'

// A reload loads each store module afresh and persist hydrates while the store is being created:
// the stored data must come back then (a guard still in its temporal dead zone once logged users out).
const stored = (state: unknown) => JSON.stringify({ state, version: 2 })
const user = {
  id: 1,
  areaCode: '853',
  phone: '63782779',
  level: 0,
  mtype: 0,
  nickname: '用戶2779',
  avatar: '/api/img/avatar/1.svg',
  gender: 0,
  birthday: null,
  promotionCode: 'P2779',
  boundPromotionCode: null,
  honey: 0,
  createdAt: 1795463787
}

/** A fresh module graph, as after a reload; the Taro fake (and its storage) is part of it. */
async function relaunch() {
  vi.resetModules()
  return (await import('../../tests/setup/taro-fake')).fake
}

describe('persisted stores on launch', () => {
  it('the session comes back signed in', async () => {
    const fake = await relaunch()
    fake.storage.set('lotus.session', stored({ token: 'tok-1', user }))
    const { useSession } = await import('./session')
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', user: { id: 1, phone: '63782779' } })
  })

  it('the chosen delivery point comes back', async () => {
    let fake = await relaunch()
    const { useLocation } = await import('./location')
    const { cityCode, cityName, cityCenter } = useLocation.getState()
    const chosen = { name: '新馬路', address: '澳門新馬路 1 號', lat: 22.1935, lng: 113.5405 }
    const saved = stored({ cityCode, cityName, cityCenter, chosen })
    fake = await relaunch()
    fake.storage.set('lotus.location', saved)
    const fresh = await import('./location')
    expect(fresh.useLocation.getState().chosen).toMatchObject({ name: '新馬路', lat: 22.1935 })
  })
})
