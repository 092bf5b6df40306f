import { afterEach, describe, expect, it } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { REFUND_REASONS, CANCEL_REASONS, reasonLabel } from '@/stores/order-reducer'
import { fake, type FakeResponse } from '../../tests/setup/taro-fake'
import { setAuthContext } from './auth-context'
import { cancelOrder } from './order'
import { payWallet } from './pay'
import { resetRequestState } from './request'
import { sendSafetyCode } from './user'

const ok = (data: unknown): FakeResponse => ({ statusCode: 200, data: { code: '0000', msg: '', data } })

function setup() {
  resetRequestState()
  setAuthContext({
    token: () => 'tok',
    mchId: () => '',
    switches: () => ({ goodsRecommend: true, adRecommend: false }),
    onUnauthorized: () => undefined
  })
  fake.requestHandler = async (r) => (r.url === '/api' ? ok(Date.now()) : ok(null))
}
const calls = () => fake.requests.filter((r) => r.url !== '/api')

describe('loading texts and stored values in the reader’s language (issue 39)', () => {
  afterEach(() => setMessages('zh-Hant-MO', {}))

  it('a start-up service (core catalogue) and a page’s service (services/words.ts) show Chinese by default', async () => {
    setup()
    await sendSafetyCode('payPassword', { captcha: 'x' })
    await payWallet(1, '135790')
    expect(fake.loading).toEqual(['發送中', '支付中'])
  })

  it('shows them in English once English is in force', async () => {
    setup()
    setMessages('en', en)
    await sendSafetyCode('payPassword', { captcha: 'x' })
    await payWallet(1, '135790')
    expect(fake.loading).toEqual(['Sending…', 'Paying…'])
  })

  it('a Portuguese reader reads a reason’s label, the server still receives the Chinese value', async () => {
    setup()
    setMessages('pt', pt)
    const reason = CANCEL_REASONS[0]
    expect(reasonLabel(reason)).toBe('Já não quero')
    expect(reasonLabel(REFUND_REASONS[1])).toBe('Problema de qualidade')
    await cancelOrder(7, reason)
    expect(fake.loading).toEqual(['A cancelar…'])
    expect(calls().at(-1)?.data).toMatchObject({ id: 7, reason: '不想要了' })
  })

  it('a reason the app does not know shows as the server wrote it', () => {
    setMessages('pt', pt)
    expect(reasonLabel('超時未支付')).toBe('超時未支付')
  })
})
