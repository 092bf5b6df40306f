import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fake, type FakeRequest } from '../../tests/setup/taro-fake'
import { setMessages } from '@/i18n'
import { zh } from '@/i18n/zh-Hant-MO'
import { useLocale } from './locale'
import { useSession } from './session'

const told = () => fake.requests.filter((r) => r.url.endsWith('/v1/user/locale'))

beforeEach(() => {
  fake.requestHandler = async (r: FakeRequest) => ({
    statusCode: 200,
    data: { code: '0000', msg: '', data: r.url.endsWith('/api') ? Date.now() : null }
  })
})

afterEach(() => {
  useLocale.setState({ choice: null, locale: 'zh-Hant-MO' })
  setMessages('zh-Hant-MO', zh)
  useSession.setState({ token: '', user: null, loggedIn: false })
})

describe('the language the server pushes in (issue 39)', () => {
  it('a logged-in reader’s switch is told to the server', async () => {
    useSession.setState({ token: 'tok', loggedIn: true })
    await useLocale.getState().choose('en')
    await expect.poll(() => told().length).toBe(1)
    expect(JSON.parse(String(told()[0]?.data))).toEqual({ locale: 'en' })
  })

  it('a logged-out reader’s switch stays on the device', async () => {
    await useLocale.getState().choose('pt')
    expect(useLocale.getState().locale).toBe('pt')
    expect(told()).toEqual([])
  })
})
