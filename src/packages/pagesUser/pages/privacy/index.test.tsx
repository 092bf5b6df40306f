import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fake, type FakeRequest } from '../../../../../tests/setup/taro-fake'
import { resetRequestState } from '@/services/request'
import { getUser } from '@/services/user'
import { usePrivacy } from '@/stores/privacy'
import Privacy from './index'

function answerEverything() {
  fake.requestHandler = async (r: FakeRequest) => ({
    statusCode: 200,
    data: { code: '0000', msg: '', data: r.url.endsWith('/api') ? Date.now() : { id: 1 } }
  })
}
const lastCall = () => fake.requests.filter((r) => r.url.includes('/v1/')).at(-1)!

describe('privacy', () => {
  it('turning a switch off changes the header of the next request', async () => {
    resetRequestState()
    usePrivacy.setState({ goodsRecommend: true, adRecommend: true })
    answerEverything()
    render(<Privacy />)
    expect(screen.getByText('個性化商品推薦')).toBeTruthy()
    expect(screen.getByText('個性化廣告推薦')).toBeTruthy()

    await getUser()
    expect(lastCall().header).toMatchObject({ goodsrecommend: '1', adrecommend: '1' })

    const [goods, ads] = Array.from(document.querySelectorAll('.nut-switch'))
    fireEvent.click(goods!)
    await getUser()
    expect(lastCall().header).toMatchObject({ goodsrecommend: '0', adrecommend: '1' })
    expect(goods!.getAttribute('aria-checked')).toBe('false')
    // each switch is named by its row (axe aria-toggle-field-name)
    expect(goods!.getAttribute('aria-label')).toBe('個性化商品推薦')
    expect(ads!.getAttribute('aria-label')).toBe('個性化廣告推薦')

    fireEvent.click(ads!)
    await getUser()
    expect(lastCall().header).toMatchObject({ goodsrecommend: '0', adrecommend: '0' })

    fireEvent.click(goods!)
    await getUser()
    expect(lastCall().header).toMatchObject({ goodsrecommend: '1', adrecommend: '0' })
  })

  it('remembers the choice across launches', () => {
    usePrivacy.setState({ goodsRecommend: true, adRecommend: true })
    render(<Privacy />)
    fireEvent.click(document.querySelectorAll('.nut-switch')[1]!)
    expect(JSON.parse(String(fake.storage.get('lotus.privacy'))).state).toMatchObject({ adRecommend: false })
  })
})
