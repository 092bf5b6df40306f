import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import SubmitIdInfo from './index'

const account = vi.hoisted(() => ({ submitIdentity: vi.fn() }))
vi.mock('@/services/account', () => account)
vi.mock('@/services/upload', () => ({ uploadImage: vi.fn(async () => '/api/files/id-front') }))

/** Types once Taro's Input has drawn its inner <input> (before that, a value change has nowhere to go). */
async function typeInto(el: Element, value: string) {
  await waitFor(() => expect(el.querySelector('input')).not.toBeNull())
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}
const type = (i: number, value: string) => typeInto(document.querySelectorAll('.acct__input')[i]!, value)

beforeEach(() => {
  // opened from 實名認證: sending goes back there
  fake.pages.push({ route: 'packages/pagesUser/pages/authentication/index', options: {} })
  fake.pages.push({ route: 'packages/pagesUser/pages/submit-id-info/index', options: {} })
})

describe('identity document form (遞交證件資料)', () => {
  it('says what is missing, one thing at a time, and sends nothing until the form is whole', async () => {
    render(<SubmitIdInfo />)
    fireEvent.click(screen.getByRole('button', { name: '提交認證' }))
    expect(screen.getByText('請填寫證件上的姓名')).toBeTruthy()
    await type(0, '陳大文')
    await type(1, '2234567(8)')
    await type(2, '1990-02-28')
    expect(screen.getByText('澳門居民身份證號碼無效')).toBeTruthy()
    await type(1, '1234567(8)')
    expect(screen.getByText('請上傳證件照片')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '提交認證' }))
    expect(account.submitIdentity).not.toHaveBeenCalled()
  })

  it('sends the document with its photo and goes back to 實名認證', async () => {
    vi.spyOn(Taro, 'chooseImage').mockResolvedValue({
      tempFilePaths: ['blob:1'],
      tempFiles: [],
      errMsg: 'chooseImage:ok'
    })
    account.submitIdentity.mockResolvedValue({
      status: 'reviewing',
      docType: 'hkid',
      maskedName: '陳*文',
      maskedNumber: 'A******(3)',
      rejectReason: null,
      submittedAt: 1_795_000_000
    })
    render(<SubmitIdInfo />)
    fireEvent.click(screen.getByRole('radio', { name: '香港身份證' }))
    await type(0, ' 陳大文 ')
    await type(1, 'A123456(3)')
    await type(2, '1990-02-28')
    fireEvent.click(screen.getByText('0/2'))
    await screen.findByText('1/2')
    fireEvent.click(screen.getByRole('button', { name: '提交認證' }))
    await waitFor(() => expect(fake.navigations.at(-1)?.kind).toBe('navigateBack'))
    expect(account.submitIdentity).toHaveBeenCalledWith({
      docType: 'hkid',
      name: '陳大文',
      number: 'A123456(3)',
      birthDate: '1990-02-28',
      photos: ['/api/files/id-front']
    })
  })
})
