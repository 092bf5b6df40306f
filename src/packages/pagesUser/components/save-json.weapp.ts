import Taro from '@tarojs/taro'

/** Mini-program: no file download; the JSON goes to the clipboard for the user to keep. */
export async function saveJson(_name: string, data: unknown): Promise<void> {
  await Taro.setClipboardData({ data: JSON.stringify(data) })
}
