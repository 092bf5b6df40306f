import { useShareAppMessage } from '@tarojs/taro'
import type { SpellSnapshot } from '@/services/spell'
import { shareCard } from './share-card'

/** weapp: the page's share menu sends the spell's card. */
export function useSpellShare(snap: SpellSnapshot | null): void {
  useShareAppMessage(() => shareCard(snap))
}
