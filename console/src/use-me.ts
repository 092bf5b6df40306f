import type { StaffMe } from '@lotus/contract/staff'
import { useGetIdentity } from '@refinedev/core'

/** The session's account as Refine keeps it (getIdentity: GET /api/staff/me). */
export function useMe(): StaffMe | null | undefined {
  const { data, isLoading } = useGetIdentity<StaffMe | null>()
  return isLoading ? undefined : (data ?? null)
}
