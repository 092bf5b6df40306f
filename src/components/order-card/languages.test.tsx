import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import type { OrderSummary } from '@/services/order'
import { summary } from '@/components/order-list/order-list-fixtures'
import { OrderCard } from './index'

const order = { ...summary(5, 'takeaway', 'Lord Stow'), itemCount: 3 } as unknown as OrderSummary

afterEach(() => setMessages('zh-Hant-MO', {}))

describe('order card in English and Portuguese (issue 39)', () => {
  it('English: the vertical and the item count', () => {
    setMessages('en', en)
    render(<OrderCard order={order} />)
    expect(screen.getByText('Lord Stow')).toBeTruthy()
    expect(screen.getByText('Takeaway')).toBeTruthy()
    expect(screen.getByText('Items: 3')).toBeTruthy()
  })

  it('Portuguese: the vertical and the item count', () => {
    setMessages('pt', pt)
    render(<OrderCard order={order} />)
    expect(screen.getByText('Take-away')).toBeTruthy()
    expect(screen.getByText('Artigos: 3')).toBeTruthy()
  })
})
