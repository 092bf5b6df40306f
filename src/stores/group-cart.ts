import type { CartLine } from '@/services/cart'
import { isApiError } from '@/services/errors'
import * as spellApi from '@/services/spell'
import type { SpellSnapshot } from '@/services/spell'
import {
  type GroupCartEvent,
  groupCartReducer,
  type GroupCartState,
  initialGroupCart
} from './group-cart-reducer'
import { createUserStore } from './user-store'

interface GroupCartActions {
  dispatch: (e: GroupCartEvent) => void
  /** Fetch the snapshot (calc get); a spell I no longer belong to marks the cart gone. */
  refresh: () => Promise<void>
  add: (line: CartLine) => Promise<boolean>
  set: (lines: CartLine[]) => Promise<boolean>
  remove: (line: CartLine) => Promise<boolean>
  clear: () => Promise<boolean>
  lock: (locked: boolean) => Promise<boolean>
  /** The host's delivery address: the spell is priced there (everyone's share follows). */
  setAddress: (addressId: number) => Promise<boolean>
  removeMember: (userId: number) => Promise<boolean>
  reset: () => void
}

export type GroupCartStore = GroupCartState & GroupCartActions

/**
 * The shared cart of one spell. The MQTT client (src/services/mqtt/) writes published updates here; edits go
 * over HTTP and their answers land here too; the reducer keeps the newest by seq, so order does not matter.
 */
export const useGroupCart = createUserStore<GroupCartStore>()((set, get) => {
  const apply = (snapshot: SpellSnapshot) => get().dispatch({ type: 'snapshot', snapshot })
  /** Runs an edit; failures were already toasted by the request layer. */
  const run = async (fn: (tid: number) => Promise<SpellSnapshot>): Promise<boolean> => {
    const tid = get().tid
    if (tid === null) return false
    try {
      apply(await fn(tid))
      return true
    } catch (err) {
      if (isApiError(err) && err.code === 'NOT_FOUND' && get().tid === tid) {
        get().dispatch({ type: 'gone', reason: 'notFound' })
      }
      return false
    }
  }
  return {
    ...initialGroupCart,
    dispatch: (e) => set((s) => groupCartReducer(s, e)),
    refresh: async () => {
      const tid = get().tid
      if (tid === null) return
      try {
        apply(await spellApi.calcSpell(tid, 'get', null, { silent: true }))
      } catch (err) {
        if (isApiError(err) && err.code === 'NOT_FOUND' && get().tid === tid) {
          get().dispatch({ type: 'gone', reason: 'notFound' })
        }
        throw err
      }
    },
    add: (line) => run((tid) => spellApi.calcSpell(tid, 'add', line)),
    set: (lines) => run((tid) => spellApi.calcSpell(tid, 'set', lines)),
    remove: (line) => run((tid) => spellApi.calcSpell(tid, 'remove', line)),
    clear: () => run((tid) => spellApi.calcSpell(tid, 'clear')),
    lock: (locked) => run((tid) => spellApi.lockSpell(tid, locked)),
    setAddress: (addressId) => run((tid) => spellApi.setSpellAddress(tid, addressId)),
    removeMember: (userId) => run((tid) => spellApi.removeMember(tid, userId)),
    reset: () => get().dispatch({ type: 'reset' })
  }
})
