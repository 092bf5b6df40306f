import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import Taro from '@tarojs/taro'
import { fake, type FakeRequest } from '../../../../../tests/setup/taro-fake'
import { createHash } from 'node:crypto'
import { userSignText } from '@lotus/contract/user-sign'
import type { User } from '@/services/types'
import { useSession } from '@/stores/session'
import { userInfoSign } from '@/utils/user-sign'
import EditUser from './index'

const user: User = {
  id: 7,
  areaCode: '853',
  phone: '66123456',
  level: 2,
  mtype: 0,
  nickname: '阿明',
  avatar: '',
  gender: 0,
  birthday: null,
  promotionCode: 'ABC234',
  boundPromotionCode: null,
  honey: 0,
  createdAt: 1700000000
}

/** The server's hash of the form it receives (node:crypto, as server/src/modules/user/user-sign.ts). */
const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

function typeInto(el: Element, value: string) {
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}
const updates = () => fake.requests.filter((r) => r.url.endsWith('/v1/appUser/updateUser'))

beforeEach(() => {
  useSession.setState({ token: 'tok', user, loggedIn: true })
  // the server answers the updated user, as the real one does
  fake.requestHandler = async (r: FakeRequest) => {
    if (r.url.endsWith('/api')) return { statusCode: 200, data: { code: '0000', msg: '', data: Date.now() } }
    const { sign: _s, ...fields } = r.data as Record<string, string>
    const patch = { ...fields, ...(fields.gender !== undefined ? { gender: Number(fields.gender) } : {}) }
    return {
      statusCode: 200,
      data: { code: '0000', msg: '', data: { ...useSession.getState().user, ...patch } }
    }
  }
})

describe('edit-user', () => {
  it('saves the gender with a sign the server accepts', async () => {
    render(<EditUser />)
    fireEvent.click(screen.getByText('女'))
    await waitFor(() => expect(useSession.getState().user?.gender).toBe(2))
    const [call] = updates()
    const data = call!.data as Record<string, string | number>
    expect(call!.method).toBe('POST')
    expect(data.gender).toBe(2)
    expect(data.sign).toBe(userInfoSign({ gender: 2 }, 'lotus-dev-salt'))
    // what the server computes from the form it receives
    expect(data.sign).toBe(md5Hex(userSignText({ gender: '2' }, 'lotus-dev-salt')))
    expect(screen.getByText('女').getAttribute('aria-checked')).toBe('true')
  })

  it('validates the nickname inline and saves it signed on confirm', async () => {
    render(<EditUser />)
    fireEvent.click(screen.getByText('阿明'))
    typeInto(screen.getByLabelText('暱稱'), '   ')
    fireEvent.click(screen.getByText('保存'))
    expect(screen.getByRole('alert').textContent).toBe('暱稱需為1-20個字')
    expect(updates()).toHaveLength(0)

    typeInto(screen.getByLabelText('暱稱'), ' 小蓮 ')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(screen.getByText('小蓮')).toBeTruthy())
    const data = updates()[0]!.data as Record<string, string>
    expect(data).toEqual({ nickname: '小蓮', sign: userInfoSign({ nickname: '小蓮' }, 'lotus-dev-salt') })
    expect(useSession.getState().user?.nickname).toBe('小蓮')
  })

  it('uploads a chosen avatar and stores its url on the profile', async () => {
    Object.assign(Taro, { chooseImage: async () => ({ tempFilePaths: ['blob:avatar'] }) })
    render(<EditUser />)
    fireEvent.click(screen.getByText('頭像'))
    await waitFor(() => expect(useSession.getState().user?.avatar).toBe('/api/files/1'))
    const data = updates()[0]!.data as Record<string, string>
    expect(data.sign).toBe(userInfoSign({ avatar: '/api/files/1' }, 'lotus-dev-salt'))
  })

  it('shows the server message when saving fails and keeps the old value', async () => {
    fake.requestHandler = async (r: FakeRequest) =>
      r.url.endsWith('/api')
        ? { statusCode: 200, data: { code: '0000', msg: '', data: Date.now() } }
        : { statusCode: 200, data: { code: 'USER_SIGN_INVALID', msg: '簽名錯誤', data: null } }
    render(<EditUser />)
    fireEvent.click(screen.getByText('男'))
    await waitFor(() => expect(fake.toasts.map((t) => t.title)).toContain('簽名錯誤'))
    expect(useSession.getState().user?.gender).toBe(0)
  })

  it('asks a logged-out visitor to log in', () => {
    useSession.setState({ token: '', user: null, loggedIn: false })
    render(<EditUser />)
    fireEvent.click(screen.getByText('登入/註冊'))
    expect(fake.navigations.at(-1)!.url).toBe('/packages/pagesA/pages/login/index')
  })
})
