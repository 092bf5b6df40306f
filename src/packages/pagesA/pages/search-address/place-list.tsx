// The list moved to src/components/place-list (the supermarket's address search uses it too).
export { PlaceList } from '@/components/place-list'
