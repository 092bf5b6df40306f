import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
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
    fireEvent.click(screen.getByText('少辣'))
    fireEvent.click(screen.getByText('完成'))
    expect(useCheckout.getState().remark).toBe('不要蔥')
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  })
})
