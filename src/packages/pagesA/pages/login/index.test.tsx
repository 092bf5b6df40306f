import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import Login from './index'

describe('login landing', () => {
  it('shows the brand and no WeChat login on h5', () => {
    render(<Login />)
    expect(screen.getByText('澳門本地生活')).toBeTruthy()
    expect(screen.queryByText('微信手機號一鍵登入')).toBeNull()
  })

  it('opens readable terms and privacy sheets from their links, without ticking or leaving (issue 35 §15)', () => {
    render(<Login />)
    fireEvent.click(screen.getByRole('link', { name: '《用戶協議》' }))
    const terms = screen.getByRole('dialog', { name: '用戶協議' })
    expect(terms.textContent).toContain('確認訂單頁顯示的金額')
    fireEvent.click(screen.getByLabelText('關閉'))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: '《隱私政策》' }))
    expect(screen.getByRole('dialog', { name: '隱私政策' }).textContent).toContain('個人資料保護法')
    expect(screen.getByLabelText('同意用戶協議').getAttribute('aria-checked')).toBe('false')
    expect(fake.navigations).toEqual([])
  })

  it('requires the agreement before opening the phone login', () => {
    render(<Login />)
    fireEvent.click(screen.getByText('手機號碼登入'))
    expect(fake.toasts.map((t) => t.title)).toEqual(['請先閱讀並同意用戶協議'])
    expect(fake.navigations).toEqual([])
    fireEvent.click(screen.getByLabelText('同意用戶協議'))
    fireEvent.click(screen.getByText('手機號碼登入'))
    expect(fake.navigations).toEqual([
      { kind: 'navigateTo', url: '/packages/pagesA/pages/login-phone/index?agreed=1' }
    ])
  })

  it('closing after a 401 goes home instead of back into the page that needed a login', () => {
    fake.pages = [
      { route: 'pages/order/order', options: {} },
      { route: 'packages/pagesA/pages/login/index', options: {} }
    ]
    fake.storage.set('lotus.returnPage', { url: '/pages/order/order', backToIndex: true })
    render(<Login />)
    fireEvent.click(screen.getByLabelText('返回'))
    expect(fake.navigations).toEqual([{ kind: 'switchTab', url: '/pages/index/index' }])
  })

  it('closing goes back when the user opened login on purpose', () => {
    fake.pages = [
      { route: 'pages/user/user', options: {} },
      { route: 'packages/pagesA/pages/login/index', options: {} }
    ]
    fake.storage.set('lotus.returnPage', { url: '/pages/user/user', backToIndex: false })
    render(<Login />)
    fireEvent.click(screen.getByLabelText('返回'))
    expect(fake.navigations).toEqual([{ kind: 'navigateBack', url: '' }])
  })
})
