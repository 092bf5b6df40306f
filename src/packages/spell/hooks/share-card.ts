import type { SpellSnapshot } from '@/services/spell'
import { spellPage } from './paths'
import { word } from '../words'

/** The WeChat share card of a spell: "一起拼單：<merchant>", opening mch-info with the share code. */
export const shareCard = (snap: SpellSnapshot | null) =>
  snap
    ? {
        title: word('shareTitle', { name: snap.storeInfo.name }),
        path: spellPage('mchInfo', { code: snap.spellInfo.shareCode })
      }
    : { title: word('shareTitlePlain'), path: spellPage('home') }
