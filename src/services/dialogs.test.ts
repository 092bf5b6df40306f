import Taro from '@tarojs/taro'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseImage, DIALOG_COLORS, showActionSheet, showModal } from './dialogs'

afterEach(() => vi.restoreAllMocks())

// Issue 35 §13: Taro's h5 dialogs default to 确定 / 拍摄 / 从相册选择 in WeChat green (#3CC51F).
describe('the platform dialogs in Macau words and our colours', () => {
  it('a confirm says 確定 / 取消 in our orange unless a page words it', async () => {
    const modal = vi.spyOn(Taro, 'showModal')
    await showModal({ title: '取消訂單', content: '確定取消此訂單？' })
    expect(modal).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmText: '確定',
        cancelText: '取消',
        confirmColor: DIALOG_COLORS.confirm
      })
    )
    expect(DIALOG_COLORS.confirm.toLowerCase()).not.toBe('#3cc51f')
    await showModal({ title: '刪除', content: '', confirmText: '刪除' })
    expect(modal.mock.calls.at(-1)?.[0]).toMatchObject({ confirmText: '刪除', cancelText: '取消' })
  })

  it('an action sheet takes our item colour', async () => {
    const sheet = vi.spyOn(Taro, 'showActionSheet')
    await showActionSheet({ itemList: ['呼叫商家'] })
    expect(sheet).toHaveBeenCalledWith({ itemList: ['呼叫商家'], itemColor: DIALOG_COLORS.item })
  })

  it('choosing a photo asks 拍照 / 從相簿選擇 itself and hands Taro the one source chosen', async () => {
    const sheet = vi.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: 0, errMsg: 'ok' })
    const choose = vi.spyOn(Taro, 'chooseImage')
    await chooseImage({ count: 1, sourceType: ['album', 'camera'] })
    expect(sheet.mock.calls[0]?.[0].itemList).toEqual(['拍照', '從相簿選擇'])
    expect(choose).toHaveBeenCalledWith({ count: 1, sourceType: ['camera'] })
    sheet.mockResolvedValue({ tapIndex: 1, errMsg: 'ok' })
    await chooseImage({ count: 2 })
    expect(choose.mock.calls.at(-1)?.[0]).toEqual({ count: 2, sourceType: ['album'] })
    // one source: no sheet at all
    await chooseImage({ count: 1, sourceType: ['album'] })
    expect(sheet).toHaveBeenCalledTimes(2)
  })

  it('a cancelled sheet chooses nothing', async () => {
    vi.spyOn(Taro, 'showActionSheet').mockRejectedValue({ errMsg: 'showActionSheet:fail cancel' })
    const choose = vi.spyOn(Taro, 'chooseImage')
    await expect(chooseImage({ count: 1 })).rejects.toMatchObject({
      errMsg: expect.stringContaining('cancel')
    })
    expect(choose).not.toHaveBeenCalled()
  })
})
