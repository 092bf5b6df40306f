import Taro from '@tarojs/taro'
import type { StateStorage } from 'zustand/middleware'

/** zustand persist over Taro storage (localStorage on h5, wx storage on weapp). */
export const taroStorage: StateStorage = {
  getItem: (name) => {
    const v: unknown = Taro.getStorageSync(name)
    return typeof v === 'string' && v !== '' ? v : null
  },
  setItem: (name, value) => Taro.setStorageSync(name, value),
  removeItem: (name) => Taro.removeStorageSync(name)
}
