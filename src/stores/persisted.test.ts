import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../tests/setup/taro-fake'
import { initialLocation } from './location-reducer'

vi.mock('@/services/user', () => ({ refreshToken: vi.fn(), getUser: vi.fn(), logout: vi.fn() }))
const { useSession } = await import('./session')
const { useLocation } = await import('./location')
const { usePrivacy } = await import('./privacy')

const stored = (name: string, state: unknown, version: number) =>
  fake.storage.set(name, JSON.stringify({ state, version }))

const v1User = {
  id: 7,
  areaCode: '853',
  phone: '66123456',
  level: 1,
  mtype: 0,
  nickname: '小蓮',
  avatar: '',
  gender: 0,
  birthday: null,
  promotionCode: 'ABC123',
  boundPromotionCode: null,
  honey: 0,
  createdAt: 1_700_000_000
}

describe('persisted stores: version 1 migrates, anything else falls back to defaults', () => {
  it('a version-1 session keeps the user signed in (until the launch refresh) and is stored as version 2', async () => {
    stored('lotus.session', { token: 't1', user: v1User }, 1)
    await useSession.persist.rehydrate()
    expect(useSession.getState()).toMatchObject({ token: 't1', user: { id: 7, nickname: '小蓮' } })
    expect(JSON.parse(String(fake.storage.get('lotus.session'))).version).toBe(2)
  })

  it('a corrupt or foreign session means logged out, not a crash', async () => {
    for (const garbage of [
      { token: 42, user: v1User },
      { token: 't1', user: { id: 'seven' } },
      'just a string',
      null
    ]) {
      useSession.setState({ token: '', user: null })
      stored('lotus.session', garbage, 2)
      await useSession.persist.rehydrate()
      expect(useSession.getState()).toMatchObject({ token: '', user: null })
    }
    fake.storage.set('lotus.session', '{not json')
    await useSession.persist.rehydrate()
    expect(useSession.getState().token).toBe('')
  })

  it('a version-1 location keeps the chosen city and address; a broken point gives the default city', async () => {
    const chosen = { name: '新馬路', address: '澳門新馬路 1 號', lat: 22.19, lng: 113.54 }
    stored(
      'lotus.location',
      { cityCode: 'TP', cityName: '氹仔', cityCenter: { lat: 22.15, lng: 113.56 }, chosen },
      1
    )
    await useLocation.persist.rehydrate()
    expect(useLocation.getState()).toMatchObject({ cityCode: 'TP', cityName: '氹仔', chosen })

    useLocation.setState(initialLocation)
    stored('lotus.location', { cityCode: 'TP', cityName: '氹仔', cityCenter: { lat: 'x' }, chosen: null }, 2)
    await useLocation.persist.rehydrate()
    expect(useLocation.getState()).toMatchObject({ cityCode: 'MO', cityCenter: initialLocation.cityCenter })
  })

  it('privacy switches: version 1 kept, an unknown version or wrong types give the defaults (on)', async () => {
    stored('lotus.privacy', { goodsRecommend: false, adRecommend: true }, 1)
    await usePrivacy.persist.rehydrate()
    expect(usePrivacy.getState()).toMatchObject({ goodsRecommend: false, adRecommend: true })

    usePrivacy.setState({ goodsRecommend: true, adRecommend: true })
    stored('lotus.privacy', { goodsRecommend: false, adRecommend: false }, 9)
    await usePrivacy.persist.rehydrate()
    expect(usePrivacy.getState()).toMatchObject({ goodsRecommend: true, adRecommend: true })

    stored('lotus.privacy', { goodsRecommend: 'no', adRecommend: 0 }, 2)
    await usePrivacy.persist.rehydrate()
    expect(usePrivacy.getState()).toMatchObject({ goodsRecommend: true, adRecommend: true })
  })
})
