import type { SpellSnapshot } from '@/services/spell'

/** h5 has no share menu: friends join through the copied link (share-order). */
export function useSpellShare(_snap: SpellSnapshot | null): void {}
