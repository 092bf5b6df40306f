import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import { useCheckout } from '@/stores/order'
import { initialCheckout } from '@/stores/order-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import RemarkText from './index'

beforeEach(() => {
  useCheckout.setState({ ...initialCheckout, remark: '少辣' })
  fake.pages.push({ route: 'x', options: {} })
})

describe('remark', () => {
  it('quick tags toggle into the text, the counter follows and 完成 hands it to the checkout', () => {
    render(<RemarkText />)
    expect(screen.getByText('2/50')).toBeTruthy()
    fireEvent.click(screen.getByText('不要蔥'))
    expect(screen.getByText('6/50')).toBeTruthy()
    expect(screen.queryByText('標籤以中文送到廚房')).toBeNull()
    fireEvent.click(screen.getByText('少辣'))
    fireEvent.click(screen.getByText('完成'))
    expect(useCheckout.getState().remark).toBe('不要蔥')
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  it('an English reader reads each tag in English and sees the Chinese the kitchen will get', () => {
    setMessages('en', en)
    try {
      render(<RemarkText />)
      expect(screen.getByText(/Sent to the kitchen in Chinese/)).toBeTruthy()
      const tag = screen.getByRole('checkbox', { name: 'No spring onion' })
      expect(tag.textContent).toBe('No spring onion不要蔥')
      fireEvent.click(tag)
      expect(screen.getByRole('checkbox', { name: 'No spring onion' }).getAttribute('aria-checked')).toBe(
        'true'
      )
      fireEvent.click(screen.getByText('Done'))
      expect(useCheckout.getState().remark).toBe('少辣，不要蔥')
    } finally {
      setMessages('zh-Hant-MO', {})
    }
  })
})
