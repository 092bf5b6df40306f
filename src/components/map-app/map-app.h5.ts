import type { MapPlace, MapTarget } from './types'

/** h5: the phone's map app through Google Maps directions. */
export function openNavigation(t: MapTarget): void {
  window.location.href = `https://www.google.com/maps/dir/?api=1&destination=${t.lat},${t.lng}`
}

/** h5 has no map SDK offline: no map picker (the chooser lists places around the point instead). */
export const chooseOnMap: ((near: { lat: number; lng: number }) => Promise<MapPlace | null>) | null = null
