import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../../tests/setup/taro-fake'
import { PAGES } from '@/services/nav'
import { setMessages, t } from '@/i18n'
import en from '@/i18n/en'
import { NavBar } from './index'

const page = (route: string) => ({ route, options: {} })

beforeEach(() => fake.reset())

// Issue 35 §8: a page opened from a link, or the page a payment comes back to, had neither back nor home.
describe('the navigation bar is never a dead end', () => {
  it('with a page to go back to: the back arrow, no home button', () => {
    fake.pages = [page('pages/index/index'), page('packages/group/pages/mch-info/index')]
    render(<NavBar title="商家" />)
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(screen.queryByRole('button', { name: '回到首頁' })).toBeNull()
  })

  it('opened from a link (nothing to go back to): a home button that goes home', () => {
    fake.pages = [page('packages/group/pages/pay-success/index')]
    render(<NavBar title="支付成功" />)
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '回到首頁' }))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'reLaunch', url: PAGES.home })
  })

  it('a tab page asks for neither', () => {
    fake.pages = [page('pages/user/user')]
    render(<NavBar title="我的" showBack={false} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})

// Issue 39: index.config.ts names a page only in Chinese; the window's title follows the reader's language.
describe('the window title', () => {
  it('is the bar’s title, and changes with the language', () => {
    const { rerender } = render(<NavBar title={t('tab.mine')} />)
    expect(document.title).toBe('我的')
    act(() => setMessages('en', en))
    rerender(<NavBar title={t('tab.mine')} />)
    expect(document.title).toBe('Me')
    act(() => setMessages('zh-Hant-MO', {}))
  })
})
