import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { EntryGrid } from './index'

const glyphs = () => Array.from(document.querySelectorAll('.entry-grid__icon')).map((e) => e.textContent)
const labels = () => Array.from(document.querySelectorAll('.entry-grid__label')).map((e) => e.textContent)

describe('EntryGrid: the verticals in the reader’s language', () => {
  afterEach(() => setMessages('zh-Hant-MO', {}))

  it('names them in Chinese by default', () => {
    render(<EntryGrid />)
    expect(labels()).toEqual(['外賣', '超市', '團購', '拼單', '百貨'])
    expect(glyphs()).toEqual(['外', '超', '團', '拼', '百'])
  })

  it('names them in English and Portuguese', () => {
    setMessages('en', en)
    const { unmount } = render(<EntryGrid />)
    expect(labels()).toEqual(['Takeaway', 'Market', 'Group deals', 'Group order', 'Shops'])
    expect(screen.getByLabelText('Takeaway').textContent).toBe('TTakeaway')
    // every tile its own letter: Group deals and Group order do not both show G
    expect(glyphs()).toEqual(['T', 'M', 'D', 'G', 'S'])
    unmount()
    setMessages('pt', pt)
    render(<EntryGrid />)
    expect(labels()).toEqual(['Take-away', 'Mercado', 'Ofertas de grupo', 'Em conjunto', 'Lojas'])
    expect(new Set(glyphs()).size).toBe(5)
  })
})
