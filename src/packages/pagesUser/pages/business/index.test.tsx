import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { applyBusiness, getBusinessInfo, type MerchantApplication } from '@/services/business'
import { uploadImage } from '@/services/upload'
import Business from './index'

vi.mock('@/services/business', () => ({ applyBusiness: vi.fn(), getBusinessInfo: vi.fn() }))
vi.mock('@/services/upload', () => ({ uploadImage: vi.fn() }))

const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((a) => a.textContent)
    .filter(Boolean)
    .join(' ')
const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

const application: MerchantApplication = {
  id: 5,
  shopName: '龍華茶樓',
  category: '餐飲美食',
  district: '花王堂區',
  address: '提督馬路 3 號地下',
  contactName: '何先生',
  areaCode: '853',
  phoneMasked: '66****66',
  licence: '/api/files/lic',
  licences: ['/api/files/lic'],
  registrationNo: '12345 (SO)',
  status: 'reviewing',
  rejectReason: null,
  createdAt: 1_764_000_000,
  updatedAt: 1_764_000_000
}

beforeEach(() => {
  vi.mocked(getBusinessInfo).mockResolvedValue({ application: null, canApply: true })
})

// a loaded 2-core machine renders the first page slowly
describe('business (商家入駐)', { timeout: 20_000 }, () => {
  it('checks the form, then sends it with the uploaded licence and opens the confirmation', async () => {
    vi.spyOn(Taro, 'chooseImage').mockResolvedValue({
      tempFilePaths: ['blob:1'],
      tempFiles: [],
      errMsg: 'ok'
    })
    vi.mocked(uploadImage).mockResolvedValue('/api/files/lic')
    vi.mocked(applyBusiness).mockResolvedValue(application)
    render(<Business />)
    const submit = await screen.findByText('提交申請')
    fireEvent.click(submit)
    expect(alerts()).toBe('請填寫店舖名稱')
    typeInto(screen.getByLabelText('店舖名稱'), ' 龍華茶樓 ')
    typeInto(screen.getByLabelText('店舖地址'), '提督馬路 3 號地下')
    fireEvent.click(screen.getByRole('radio', { name: '餐飲美食' }))
    fireEvent.click(screen.getByRole('radio', { name: '花王堂區' }))
    typeInto(screen.getByLabelText('聯絡人'), '何先生')
    typeInto(document.querySelector('[placeholder="請輸入手機號碼"]')!, '1234')
    fireEvent.click(submit)
    expect(alerts()).toContain('手機號碼')
    typeInto(document.querySelector('[placeholder="請輸入手機號碼"]')!, '66887766')
    fireEvent.click(submit)
    expect(alerts()).toBe('請填寫正確的商業登記編號')
    typeInto(screen.getByLabelText('商業登記編號'), '12345 (SO)')
    fireEvent.click(submit)
    expect(alerts()).toBe('請上傳營業執照')
    expect(applyBusiness).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('0/3'))
    await waitFor(() => expect(screen.getByText('1/3')).toBeTruthy())
    fireEvent.click(submit)
    await waitFor(() =>
      expect(applyBusiness).toHaveBeenCalledWith({
        shopName: '龍華茶樓',
        category: '餐飲美食',
        district: '花王堂區',
        address: '提督馬路 3 號地下',
        contactName: '何先生',
        areaCode: '853',
        phone: '66887766',
        registrationNo: '12345 (SO)',
        licences: ['/api/files/lic']
      })
    )
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/pagesA/pages/uploaded-success/index?kind=business&id=5'
      })
    )
  })

  it('an application in review: its status and no form (one open application per user)', async () => {
    vi.mocked(getBusinessInfo).mockResolvedValue({ application, canApply: false })
    render(<Business />)
    expect(await screen.findByText('審核中')).toBeTruthy()
    expect(screen.getByText(/66\*\*\*\*66/)).toBeTruthy()
    expect(screen.queryByText('提交申請')).toBeNull()
  })

  it('a rejected application: the reason, and the form to apply again', async () => {
    vi.mocked(getBusinessInfo).mockResolvedValue({
      application: { ...application, status: 'rejected', rejectReason: '營業執照不清晰' },
      canApply: true
    })
    render(<Business />)
    expect(await screen.findByText('未通過原因：營業執照不清晰')).toBeTruthy()
    expect(screen.getByText('重新申請')).toBeTruthy()
    expect(screen.getByText('提交申請')).toBeTruthy()
  })
})
