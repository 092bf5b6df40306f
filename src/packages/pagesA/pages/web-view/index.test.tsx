import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import WebViewPage, { WEB_VIEW_HOST_KEY } from './index'

const open = (options: Record<string, string>) => {
  fake.pages = [
    { route: 'pages/index/index', options: {} },
    { route: 'packages/pagesA/pages/web-view/index', options }
  ]
  return render(<WebViewPage />)
}

describe('web-view', () => {
  it('shows the link in a frame with the share title as the page title', () => {
    open({
      src: 'https://www.macaotourism.gov.mo/zh-hant/',
      pageName: 'activity',
      shareTitle: '澳門美食之都'
    })
    const frame = document.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://www.macaotourism.gov.mo/zh-hant/')
    expect(screen.getByText('澳門美食之都')).toBeTruthy()
  })

  it('accepts a still-encoded src (as weapp hands it over)', () => {
    open({ src: encodeURIComponent('https://a.example/x?y=1'), shareTitle: encodeURIComponent('活動') })
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://a.example/x?y=1')
    expect(screen.getByText('活動')).toBeTruthy()
  })

  it('refuses anything but http(s) with an error state', () => {
    open({ src: 'javascript:alert(1)', shareTitle: 'x' })
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText('鏈接無效，無法打開此頁面')).toBeTruthy()
    expect(screen.getByText('返回')).toBeTruthy()
  })

  it('keeps the link when no alternate host is configured, whatever is stored', () => {
    fake.storage.set(WEB_VIEW_HOST_KEY, 'https://other.example')
    open({ src: 'https://h5.example/a' })
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://h5.example/a')
  })
})
