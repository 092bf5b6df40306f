import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
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
    expect(screen.getByText('連結無效，無法打開此頁面')).toBeTruthy()
    expect(screen.getByText('返回')).toBeTruthy()
  })

  it('keeps the link when no alternate host is configured, whatever is stored', () => {
    fake.storage.set(WEB_VIEW_HOST_KEY, 'https://other.example')
    open({ src: 'https://h5.example/a' })
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://h5.example/a')
  })
})

describe('web-view host swap end to end (spec §2)', () => {
  it('stores the web-view address from remote config and opens a link on the alternate host', async () => {
    const { useConfig } = await import('@/stores/config')
    const home = await import('@/services/home')
    const alt = 'https://h5-alt.lotus.mo'
    process.env.TARO_APP_WEB_VIEW_ALT_HOST = alt
    const getConfig = vi
      .spyOn(home, 'getConfig')
      .mockResolvedValue(JSON.stringify({ GLOBAL_CFG: { webViewUrl: `${alt}/` } }))
    useConfig.setState({ loaded: false, config: {} })
    await useConfig.getState().load()
    expect(getConfig).toHaveBeenCalled()
    expect(fake.storage.get(WEB_VIEW_HOST_KEY)).toBe(`${alt}/`)
    open({ src: 'https://h5.lotus.mo/act/7?from=banner#top', shareTitle: '活動' })
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://h5-alt.lotus.mo/act/7?from=banner#top'
    )
    delete process.env.TARO_APP_WEB_VIEW_ALT_HOST
  })

  it('keeps the usual host while remote config names it', async () => {
    const { useConfig } = await import('@/stores/config')
    const home = await import('@/services/home')
    process.env.TARO_APP_WEB_VIEW_ALT_HOST = 'https://h5-alt.lotus.mo'
    vi.spyOn(home, 'getConfig').mockResolvedValue(
      JSON.stringify({ GLOBAL_CFG: { webViewUrl: 'https://h5.lotus.mo' } })
    )
    useConfig.setState({ loaded: false, config: {} })
    await useConfig.getState().load()
    open({ src: 'https://h5.lotus.mo/act/7' })
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://h5.lotus.mo/act/7')
    delete process.env.TARO_APP_WEB_VIEW_ALT_HOST
  })
})
