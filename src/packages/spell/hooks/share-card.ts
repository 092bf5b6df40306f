import type { SpellSnapshot } from '@/services/spell'
import { spellPage } from './paths'

/** The WeChat share card of a spell: "一起拼單：<merchant>", opening mch-info with the share code. */
export const shareCard = (snap: SpellSnapshot | null) =>
  snap
    ? {
        title: `一起拼單：${snap.storeInfo.name}`,
        path: spellPage('mchInfo', { code: snap.spellInfo.shareCode })
      }
    : { title: '一起拼單', path: spellPage('home') }
