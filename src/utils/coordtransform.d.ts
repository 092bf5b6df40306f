// Types for the untyped `coordtransform` package (v2.1.2): [lng, lat] in, [lng, lat] out.
declare module 'coordtransform' {
  type LngLat = [number, number]
  export function wgs84togcj02(lng: number, lat: number): LngLat
  export function gcj02towgs84(lng: number, lat: number): LngLat
  export function gcj02tobd09(lng: number, lat: number): LngLat
  export function bd09togcj02(lng: number, lat: number): LngLat
  const coordtransform: {
    wgs84togcj02: typeof wgs84togcj02
    gcj02towgs84: typeof gcj02towgs84
    gcj02tobd09: typeof gcj02tobd09
    bd09togcj02: typeof bd09togcj02
  }
  export default coordtransform
}
