import { createJSONStorage, type PersistOptions } from 'zustand/middleware'
import { taroStorage } from './storage'

/** Version of every persisted store's shape; version 1 is what the app stored before shapes were checked. */
export const PERSIST_VERSION = 2

/**
 * persist options with a schema: stored data is migrated from version 1, then checked by a
 * hand-written guard (no zod in the app bundle). Corrupt, foreign or unknown-version data falls back
 * to the defaults instead of reaching a page.
 */
export function persistedWith<S, P>(o: {
  name: string
  partialize: (s: S) => P
  /** true when `v` is a complete, well-formed stored shape of this version */
  isValid: (v: unknown) => v is P
  /** version 1 → current shape (default: unchanged) */
  fromV1?: (v: Record<string, unknown>) => unknown
}): PersistOptions<S, P> {
  return {
    name: o.name,
    version: PERSIST_VERSION,
    // what is read back is unchecked until merge() has looked at it
    storage: createJSONStorage<P>(() => taroStorage),
    partialize: o.partialize,
    migrate: (persisted, version) => {
      const up = version === 1 && isRecord(persisted) ? (o.fromV1 ?? ((v) => v))(persisted) : null
      // merge() decides: anything that is not a valid current shape is dropped there
      return up as P
    },
    merge: (persisted, current) => (o.isValid(persisted) ? { ...current, ...persisted } : current)
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
export const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
export const isPoint = (v: unknown): v is { lat: number; lng: number } =>
  isRecord(v) && isFiniteNumber(v.lat) && isFiniteNumber(v.lng)
