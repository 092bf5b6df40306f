import Taro from '@tarojs/taro'
import { t } from '@/i18n'

/**
 * The platform's dialogs in our words and colours (issue 35 §13). Taro's h5 dialogs default to Simplified
 * Chinese (确定, 拍摄 / 从相册选择) and WeChat green; every dialog the app opens goes through here (ESLint
 * forbids Taro.showModal, Taro.showActionSheet and Taro.chooseImage elsewhere).
 */
export const DIALOG_COLORS = { confirm: '#c2410c', cancel: '#333333', item: '#1f2937' } as const
/** The dialogs' words in the current language (read when a dialog opens). */
export const dialogWords = () => ({
  confirm: t('common.confirm'),
  cancel: t('common.cancel'),
  camera: t('dialog.camera'),
  album: t('dialog.album')
})

export function showModal(options: Taro.showModal.Option): Promise<Taro.showModal.SuccessCallbackResult> {
  const words = dialogWords()
  return Taro.showModal({
    confirmText: words.confirm,
    cancelText: words.cancel,
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
    const { tapIndex } = await showActionSheet({ itemList: [dialogWords().camera, dialogWords().album] })
    return Taro.chooseImage({ ...options, sourceType: [tapIndex === 0 ? 'camera' : 'album'] })
  }
  return Taro.chooseImage(options)
}
