import { describe, expect, it } from 'vitest'
import { PAGES } from '@/services/nav'
import {
  adTarget,
  appendQuery,
  isMerchantTarget,
  readLinkParam,
  readTextParam,
  swapWebViewHost,
  WEB_VIEW_PATH,
  webPageName,
  webViewUrl
} from './ad-link'

const parse = (url: string) => {
  const [path = '', qs = ''] = url.split('?')
  return { path, q: Object.fromEntries(new URLSearchParams(qs)) }
}

describe('adTarget', () => {
  it('type 1 opens the web-view page with src, pageName and shareTitle, each encoded once', () => {
    const url = adTarget(
      { name: '澳門美食 & 週', type: 1, wxLink: 'https://www.macaotourism.gov.mo/zh-hant/?a=1&b=2' },
      'INDEX_BANNER'
    )
    expect(url).not.toBeNull()
    const { path, q } = parse(url!)
    expect(path).toBe(PAGES.webView)
    expect(q).toEqual({
      src: 'https://www.macaotourism.gov.mo/zh-hant/?a=1&b=2',
      pageName: 'activity',
      shareTitle: '澳門美食 & 週'
    })
    expect(url).toContain('src=https%3A%2F%2Fwww.macaotourism.gov.mo%2Fzh-hant%2F%3Fa%3D1%26b%3D2')
    expect(url).not.toContain('flowPos')
  })

  it('type 1 with an invitation campaign uses pageName invite', () => {
    const url = adTarget(
      { name: '邀請好友得紅包', type: 1, wxLink: 'https://h5.example.com/x' },
      'INDEX_BANNER'
    )
    expect(parse(url!).q.pageName).toBe('invite')
    expect(webPageName({ name: 'x', type: 1, wxLink: 'https://a.b/invite?id=1' })).toBe('invite')
  })

  it('type 1 without an http(s) link opens nothing', () => {
    expect(adTarget({ name: 'x', type: 1, wxLink: 'javascript:alert(1)' }, 'P')).toBeNull()
    expect(adTarget({ name: 'x', type: 1, wxLink: '' }, 'P')).toBeNull()
  })

  it('types 2 and 3 open the in-app path; merchant targets get flowPos appended', () => {
    expect(
      adTarget({ name: 'a', type: 2, wxLink: '/packages/takeaway/pages/mch-info/index?id=7' }, 'INDEX_BANNER')
    ).toBe('/packages/takeaway/pages/mch-info/index?id=7&flowPos=INDEX_BANNER')
    expect(
      adTarget({ name: 'a', type: 3, wxLink: 'packages/spell/pages/mch-info/index' }, 'INDEX_POPUP_AD')
    ).toBe('/packages/spell/pages/mch-info/index?flowPos=INDEX_POPUP_AD')
  })

  it('non-merchant in-app targets are left as they are', () => {
    expect(adTarget({ name: 'a', type: 3, wxLink: '/packages/group/pages/home/index' }, 'INDEX_BANNER')).toBe(
      '/packages/group/pages/home/index'
    )
    expect(
      adTarget({ name: 'a', type: 2, wxLink: '/packages/group/pages/home/index?from=mch-info' }, 'X')
    ).toBe('/packages/group/pages/home/index?from=mch-info')
  })

  it('does not append flowPos twice, and unknown types open nothing', () => {
    expect(
      adTarget({ name: 'a', type: 2, wxLink: '/packages/takeaway/pages/mch-info/index?id=1&flowPos=A' }, 'B')
    ).toBe('/packages/takeaway/pages/mch-info/index?id=1&flowPos=A')
    expect(adTarget({ name: 'a', type: 9, wxLink: '/x' }, 'B')).toBeNull()
  })
})

describe('helpers', () => {
  it('WEB_VIEW_PATH equals the registered page', () => expect(WEB_VIEW_PATH).toBe(PAGES.webView))
  it('isMerchantTarget looks at the path only', () => {
    expect(isMerchantTarget('/packages/general/pages/mch-info/index')).toBe(true)
    expect(isMerchantTarget('/packages/general/pages/home/index?x=mch-info')).toBe(false)
  })
  it('appendQuery keeps a hash and joins with & after an existing query', () => {
    expect(appendQuery('/a?x=1#top', { y: '2' })).toBe('/a?x=1&y=2#top')
    expect(appendQuery('/a', {})).toBe('/a')
  })
  it('webViewUrl defaults pageName to activity and drops an empty shareTitle', () => {
    expect(webViewUrl({ src: 'https://a.b' })).toBe(
      `${WEB_VIEW_PATH}?src=https%3A%2F%2Fa.b&pageName=activity`
    )
  })
})

describe('swapWebViewHost', () => {
  const alt = 'https://h5-alt.lotus.mo'
  it('swaps the host when the stored address matches the alternate one', () => {
    expect(swapWebViewHost('https://h5.lotus.mo/act/1?x=2#h', 'https://h5-alt.lotus.mo/', alt)).toBe(
      'https://h5-alt.lotus.mo/act/1?x=2#h'
    )
  })
  it('compares hosts case-insensitively and ignores the stored path', () => {
    expect(swapWebViewHost('https://h5.lotus.mo/a', 'HTTPS://H5-ALT.lotus.mo/some/page', alt)).toBe(
      'https://h5-alt.lotus.mo/a'
    )
  })
  it('keeps the link when the stored address is another host, missing, or the link is not http(s)', () => {
    expect(swapWebViewHost('https://h5.lotus.mo/a', 'https://h5.lotus.mo', alt)).toBe('https://h5.lotus.mo/a')
    expect(swapWebViewHost('https://h5.lotus.mo/a', '', alt)).toBe('https://h5.lotus.mo/a')
    expect(swapWebViewHost('https://h5.lotus.mo/a', null, alt)).toBe('https://h5.lotus.mo/a')
    expect(swapWebViewHost('/relative', alt, alt)).toBe('/relative')
    expect(swapWebViewHost('https://h5.lotus.mo/a', alt, 'not a url')).toBe('https://h5.lotus.mo/a')
  })
  it('does not touch a link already on the alternate host', () => {
    expect(swapWebViewHost('https://h5-alt.lotus.mo/a', alt, alt)).toBe('https://h5-alt.lotus.mo/a')
  })
})

describe('readLinkParam / readTextParam', () => {
  it('decodes an encoded link once and leaves a decoded one alone', () => {
    expect(readLinkParam('https%3A%2F%2Fa.b%2Fx%3Fq%3D%25E6')).toBe('https://a.b/x?q=%E6')
    expect(readLinkParam('https://a.b/x?q=%E6')).toBe('https://a.b/x?q=%E6')
    expect(readLinkParam(undefined)).toBe('')
    expect(readLinkParam('%E0%A4%A')).toBe('%E0%A4%A')
  })
  it('decodes encoded text', () => {
    expect(readTextParam('%E6%BE%B3%E9%96%80')).toBe('澳門')
    expect(readTextParam('澳門 100%')).toBe('澳門 100%')
  })
})
