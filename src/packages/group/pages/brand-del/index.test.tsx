import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, merchant } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.brandDel.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('brand', () => {
  it('lists the brand’s stores in the server’s nearest-first order', async () => {
    api.brand.mockResolvedValue([
      merchant({ id: 1, name: '晨光咖啡 議事亭店', distanceM: 300 }),
      merchant({ id: 2, name: '晨光咖啡 氹仔店', distanceM: 4200 })
    ])
    open({ brand: encodeURIComponent('晨光咖啡') })
    expect(await screen.findByText('共 2 家分店')).toBeTruthy()
    const names = Array.from(document.querySelectorAll('.gp-mch__name')).map((n) => n.textContent)
    expect(names).toEqual(['晨光咖啡 議事亭店', '晨光咖啡 氹仔店'])
  })
})
