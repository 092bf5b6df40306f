import Taro from '@tarojs/taro'
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { merchant } from '../../test-support/fixtures'
import Qualification from './index'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getSimilar: vi.fn(), getTimeFees: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)

const preview = vi.fn(async (_o: { urls: string[]; current: string }) => undefined)
beforeEach(() => {
  ;(Taro as unknown as { previewImage: unknown }).previewImage = preview
  fake.pages.push({ route: 'packages/takeaway/pages/qualification/index', options: { id: '5' } })
})

describe('merchant credentials (商家資質)', () => {
  it('shows the name, licence number and address; tapping a credential opens it full size among the others', async () => {
    ta.getMerchant.mockResolvedValue(
      merchant({
        qualifications: [
          { name: '營業執照', image: '/api/img/q/5.svg' },
          { name: '食品經營許可證', image: '/api/img/q/6.svg' }
        ]
      })
    )
    render(<Qualification />)
    expect(await screen.findByText('LIC-0005')).toBeTruthy()
    expect(screen.getByText('澳門茶餐廳')).toBeTruthy()
    expect(screen.getByText('氹仔 官也街 8 號')).toBeTruthy()
    expect(ta.getMerchant.mock.calls[0]?.[0]).toBe(5)
    fireEvent.click(document.querySelectorAll('.qualification__img')[1]!)
    const opened = preview.mock.calls.at(-1)?.[0]
    expect(opened?.urls).toHaveLength(2)
    expect(opened?.current).toBe(opened?.urls[1])
    expect(opened?.current).toMatch(/\/api\/img\/q\/6\.svg$/)
  })

  it('without a licence number or pictures it says so instead of showing blanks', async () => {
    ta.getMerchant.mockResolvedValue(merchant({ licenseNo: '', qualifications: [] }))
    render(<Qualification />)
    expect(await screen.findByText('商家暫未上傳資質圖片')).toBeTruthy()
    expect(screen.getByText('—')).toBeTruthy()
  })
})
