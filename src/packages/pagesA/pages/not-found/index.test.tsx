import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { PAGES } from '@/services/nav'
import { showNotFound } from '@/services/not-found'
import { fake } from '../../../../../tests/setup/taro-fake'
import NotFound from './index'

beforeEach(() => fake.reset())

describe('404 page (issue 8 §7)', () => {
  it('an unknown address is replaced by the 404 page naming it', () => {
    showNotFound({ path: '/takeaway/nope/nope' })
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: `${PAGES.notFound}?path=${encodeURIComponent('/takeaway/nope/nope')}`
    })
  })

  it('says what happened and takes the user home', () => {
    fake.pages = [{ route: PAGES.notFound.slice(1), options: { path: encodeURIComponent('/x/y') } }]
    render(<NotFound />)
    expect(screen.getByText(/找不到這個頁面/)).toBeTruthy()
    expect(screen.getByText('/x/y')).toBeTruthy()
    fireEvent.click(screen.getByText('返回首頁'))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'switchTab', url: PAGES.home })
  })
})
