import { describe, expect, it } from 'vitest'
import { GE, giftLink, SENDING_WINE_PUBLIC } from '@/packages/general/hooks/paths'
import { customRoutes, publicPath } from '../../config/custom-routes'

/** Issue 35 point 1: the links people hold open a page, whether written with the public URL or the Taro path. */
describe('h5 routes of subpackage pages', () => {
  it('a subpackage page answers at its public URL first (what navigation shows) and at its Taro path', () => {
    const routes = customRoutes()
    expect(routes[GE.sendingWine]).toEqual([SENDING_WINE_PUBLIC, GE.sendingWine])
    expect(routes['/packages/pagesA/pages/pay/index']).toEqual([
      '/pagesA/pay/pay',
      '/packages/pagesA/pages/pay/index'
    ])
    // a main page keeps its own path only
    expect(routes['/pages/user/user']).toBeUndefined()
  }, 120_000)

  it("the wine gift link a giver copies is the page's public URL with the gift and its token", () => {
    expect(publicPath(GE.sendingWine)).toBe(SENDING_WINE_PUBLIC)
    expect(giftLink('https://lotus.mo', 900, 'a-b_c')).toBe(
      'https://lotus.mo/general/sending-wine/sending-wine?gift=900&token=a-b_c'
    )
  })
})
