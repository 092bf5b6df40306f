import { fromSharedUpdate, withMyInfo, type SharedUpdate } from '@lotus/contract/spell'
import type { SpellSnapshot } from '@/services/spell'

/** The connection's state, as pages show it (offline / reconnecting banners). */
export type GroupCartStatus = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline'

/** Why the shared cart is no longer reachable. */
export type GroupCartGone = 'removed' | 'closed' | 'notFound'

export interface GroupCartState {
  tid: number | null
  /** Who "me" is: each published message is combined with it into myInfo. */
  userId: number | null
  status: GroupCartStatus
  snapshot: SpellSnapshot | null
  /** The seq of the snapshot shown; older messages are dropped. */
  seq: number
  gone: GroupCartGone | null
  /**
   * The newest message that could not be shown: it carries no menu and there was no snapshot yet (its fetch is
   * under way) or the menu shown is another version. The next snapshot shows it if it is newer.
   */
  pending: { seq: number; data: SharedUpdate } | null
}

export type GroupCartEvent =
  | { type: 'start'; tid: number; userId: number }
  | { type: 'status'; status: GroupCartStatus }
  /** A snapshot fetched over HTTP (calc answers carry myInfo). */
  | { type: 'snapshot'; snapshot: SpellSnapshot }
  /** A message decoded from `spell/<tid>`. */
  | { type: 'update'; seq: number; data: SharedUpdate }
  | { type: 'gone'; reason: GroupCartGone }
  | { type: 'reset' }

export const initialGroupCart: GroupCartState = {
  tid: null,
  userId: null,
  status: 'idle',
  snapshot: null,
  seq: -1,
  gone: null,
  pending: null
}

function accept(s: GroupCartState, snapshot: SpellSnapshot): GroupCartState {
  const removed = s.userId !== null && !snapshot.userList.some((u) => u.userId === s.userId)
  const gone = removed ? 'removed' : snapshot.spellInfo.status === 'closed' ? 'closed' : null
  return { ...s, snapshot, seq: snapshot.spellInfo.seq, gone }
}

/** Pure: every change of the group-cart store goes through here (tested without rendering). */
export function groupCartReducer(s: GroupCartState, e: GroupCartEvent): GroupCartState {
  switch (e.type) {
    case 'start':
      if (s.tid === e.tid && s.userId === e.userId) return s
      return { ...initialGroupCart, tid: e.tid, userId: e.userId, status: s.status }
    case 'status':
      return e.status === s.status ? s : { ...s, status: e.status }
    case 'snapshot': {
      // An HTTP answer for another spell, or older than what the broker already delivered: ignore.
      if (e.snapshot.spellInfo.tid !== s.tid || e.snapshot.spellInfo.seq < s.seq) return s
      const shown = accept(s, e.snapshot)
      const p = s.pending
      if (!p || p.seq <= shown.seq) return { ...shown, pending: null }
      // a message that came before this snapshot and is newer than it (still pending if on another menu)
      const full = s.userId === null ? null : fromSharedUpdate(p.data, e.snapshot.storeInfo)
      return full && s.userId !== null
        ? { ...accept(shown, withMyInfo(full, s.userId)), pending: null }
        : shown
    }
    case 'update': {
      if (s.userId === null || e.data.spellInfo.tid !== s.tid || e.seq <= s.seq) return s
      const full = fromSharedUpdate(e.data, s.snapshot?.storeInfo)
      if (full) return { ...accept(s, withMyInfo(full, s.userId)), pending: null }
      if (s.pending && s.pending.seq >= e.seq) return s
      return { ...s, pending: { seq: e.seq, data: e.data } }
    }
    case 'gone':
      return { ...s, gone: e.reason }
    case 'reset':
      return { ...initialGroupCart, status: s.status }
  }
}
