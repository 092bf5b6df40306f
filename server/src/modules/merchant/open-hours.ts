// The rule lives in the contract (the app offers booking times by it too): one copy for both sides.
export { isWithinOpenHours } from '@lotus/contract/open-hours'
