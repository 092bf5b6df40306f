import Taro from '@tarojs/taro'
import type { SpellSnapshot } from '@/services/spell'
import { spellPage } from './paths'

/** The WeChat share card of a spell: "一起拼單：<merchant>", opening mch-info with the share code (weapp only). */
export const shareCard = (snap: SpellSnapshot) => ({
  title: `一起拼單：${snap.storeInfo.name}`,
  path: spellPage('mchInfo', { code: snap.spellInfo.shareCode })
})

export function useSpellShare(snap: SpellSnapshot | null): void {
  if (process.env.TARO_ENV === 'weapp') {
    // compile-time constant: the hook is called on every render of the weapp build, never on h5
    // eslint-disable-next-line react-hooks/rules-of-hooks
    Taro.useShareAppMessage(() => (snap ? shareCard(snap) : { title: '一起拼單', path: spellPage('home') }))
  }
}
