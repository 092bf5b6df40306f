import Taro from '@tarojs/taro'

/**
 * The platform's dialogs in our words and colours (issue 35 §13). Taro's h5 dialogs default to Simplified
 * Chinese (确定, 拍摄 / 从相册选择) and WeChat green; every dialog the app opens goes through here (ESLint
 * forbids Taro.showModal, Taro.showActionSheet and Taro.chooseImage elsewhere).
 */
export const DIALOG_COLORS = { confirm: '#c2410c', cancel: '#333333', item: '#1f2937' } as const
export const DIALOG_WORDS = { confirm: '確定', cancel: '取消', camera: '拍照', album: '從相簿選擇' } as const

export function showModal(options: Taro.showModal.Option): Promise<Taro.showModal.SuccessCallbackResult> {
  return Taro.showModal({
    confirmText: DIALOG_WORDS.confirm,
    cancelText: DIALOG_WORDS.cancel,
    confirmColor: DIALOG_COLORS.confirm,
    cancelColor: DIALOG_COLORS.cancel,
    ...options
  })
}

export function showActionSheet(
  options: Taro.showActionSheet.Option
): Promise<Taro.showActionSheet.SuccessCallbackResult> {
  return Taro.showActionSheet({ itemColor: DIALOG_COLORS.item, ...options })
}

type Source = 'camera' | 'album'

/**
 * Taro's h5 chooseImage asks 拍摄 / 从相册选择 itself when both sources are allowed: ask in our words first and
 * hand it the one chosen. Cancelling the sheet rejects as a cancelled chooseImage does.
 */
export async function chooseImage(
  options: Taro.chooseImage.Option
): Promise<Taro.chooseImage.SuccessCallbackResult> {
  const sources = (options.sourceType ?? ['album', 'camera']) as Source[]
  if (sources.length !== 1) {
    const { tapIndex } = await showActionSheet({ itemList: [DIALOG_WORDS.camera, DIALOG_WORDS.album] })
    return Taro.chooseImage({ ...options, sourceType: [tapIndex === 0 ? 'camera' : 'album'] })
  }
  return Taro.chooseImage(options)
}
