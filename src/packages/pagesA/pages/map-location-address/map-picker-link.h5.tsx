import type { ReactElement } from 'react'
import type { Place } from '@/services/types'

/** h5 has no map SDK offline: the place list and the search are the picker, no map link. */
export function MapPickerLink(_props: {
  point: { lat: number; lng: number }
  onPick: (p: Pick<Place, 'name' | 'address' | 'lat' | 'lng'>) => void
}): ReactElement | null {
  return null
}
