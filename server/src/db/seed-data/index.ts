import type { SeedCity } from './types.js'
export * from './types.js'
export { merchants } from './merchants.js'
export { generalGoodsFacts, generalStoreKinds } from './general.js'
export { places } from './places.js'
export { ads } from './ads.js'

export const cities: SeedCity[] = [{ code: 'MO', name: '澳門', lat: 22.1936, lng: 113.5399 }]
export { notices } from './notices.js'
