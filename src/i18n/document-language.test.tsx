import { afterEach, describe, expect, it } from 'vitest'
import en from './en'
import { setMessages } from './index'
import pt from './pt'

afterEach(() => setMessages('zh-Hant-MO', {}))

// Issue 39: a screen reader voices the page by <html lang>; English read with a Chinese voice is noise.
describe('the page’s language follows the words on screen (h5)', () => {
  it('is English, Portuguese, then Chinese again as each is put in force', () => {
    setMessages('en', en)
    expect(document.documentElement.lang).toBe('en-MO')
    setMessages('pt', pt)
    expect(document.documentElement.lang).toBe('pt-MO')
    setMessages('zh-Hant-MO', {})
    expect(document.documentElement.lang).toBe('zh-Hant-MO')
  })
})
