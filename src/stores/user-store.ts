import {
  create,
  type Mutate,
  type StateCreator,
  type StoreApi,
  type StoreMutatorIdentifier,
  type UseBoundStore
} from 'zustand'

/**
 * Every store that holds something of the signed-in user is made with createUserStore instead of
 * zustand's create (zustand docs, "reset every store"): the wrapper remembers the store, so
 * resetIdentity() puts each one back to its initial state without the store opting in. Device-scoped
 * stores (location, privacy switches, remote config) use the plain create and say why.
 */
const resets = new Set<() => void>()

export function createUserStore<T>() {
  return <Mos extends [StoreMutatorIdentifier, unknown][] = []>(
    initializer: StateCreator<T, [], Mos>,
    /** module-level state beside the store (request queues, remembered points) to drop on the same reset */
    onReset?: () => void
  ): UseBoundStore<Mutate<StoreApi<T>, Mos>> => {
    const store = create<T>()(initializer)
    resets.add(() => {
      onReset?.()
      // replace, so keys added since start go too; the actions are part of the initial state
      store.setState(store.getInitialState(), true)
    })
    return store
  }
}

/** Put every per-user store back to its initial state (resetIdentity is the only caller). */
export function resetUserStores(): void {
  for (const r of resets) r()
}
