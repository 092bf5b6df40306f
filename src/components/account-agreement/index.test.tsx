import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { AgreementCheck } from './index'

afterEach(() => setMessages('zh-Hant-MO', {}))

describe('the login agreement (issue 39: the documents in the reader’s language)', () => {
  it('Chinese: the terms open as written', () => {
    render(<AgreementCheck checked={false} onChange={vi.fn()} />)
    fireEvent.click(screen.getByText('《用戶協議》'))
    expect(screen.getByRole('dialog', { name: '用戶協議' })).toBeTruthy()
    expect(screen.getByText('六、酒類')).toBeTruthy()
  })

  it('English: the sentence, then the User Agreement and the Privacy Policy, in English', () => {
    setMessages('en', en)
    render(<AgreementCheck checked={false} onChange={vi.fn()} />)
    expect(screen.getByRole('checkbox', { name: 'Accept the user agreement' })).toBeTruthy()
    fireEvent.click(screen.getByText('User Agreement'))
    expect(screen.getByRole('dialog', { name: 'User Agreement' })).toBeTruthy()
    expect(screen.getByText('6. Alcohol')).toBeTruthy()
    expect(screen.getByText(/You must be 18 or over to buy alcohol/)).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Close'))
    fireEvent.click(screen.getByText('Privacy Policy'))
    expect(screen.getByText('1. What we collect')).toBeTruthy()
    expect(screen.getByText(/We never sell your personal data/)).toBeTruthy()
  })

  it('Portuguese: the privacy policy in European Portuguese', () => {
    setMessages('pt', pt)
    render(<AgreementCheck checked={false} onChange={vi.fn()} />)
    fireEvent.click(screen.getByText('Política de Privacidade'))
    expect(screen.getByRole('dialog', { name: 'Política de Privacidade' })).toBeTruthy()
    expect(screen.getByText(/Número de telemóvel/)).toBeTruthy()
  })
})
