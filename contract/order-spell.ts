import { defineMachine } from './fsm'

/** A spell (group cart): members edit while open; the host locks it, submits it, or dissolves it. */
export const SPELL_STATES = ['open', 'locked', 'submitted', 'closed'] as const
export type SpellState = (typeof SPELL_STATES)[number]

export const SPELL_EVENTS = ['lock', 'unlock', 'submit', 'close'] as const
export type SpellEvent = (typeof SPELL_EVENTS)[number]

export const spellMachine = defineMachine({
  name: 'spell',
  states: SPELL_STATES,
  events: SPELL_EVENTS,
  transitions: {
    // locking a locked spell or unlocking an open one is a no-op the host may send twice
    open: { lock: 'locked', unlock: 'open', close: 'closed' },
    locked: { lock: 'locked', unlock: 'open', submit: 'submitted', close: 'closed' },
    submitted: {},
    closed: {}
  },
  text: { open: '拼單中', locked: '已鎖定', submitted: '已下單', closed: '已結束' },
  eventText: { lock: '鎖定', unlock: '解鎖', submit: '下單', close: '解散' },
  refusals: {
    submit: { open: '請先鎖定拼單再下單', submitted: '拼單已下單', '*': '拼單已結束' },
    close: { submitted: '拼單已下單，不能解散', '*': '拼單已結束' },
    lock: '拼單已結束',
    unlock: '拼單已結束'
  },
  refusal: '拼單{state}，無法{event}'
})

/** Members may add, change and remove their lines only while the spell is open. */
export const spellEditable = (s: SpellState): boolean => s === 'open'
/** A spell still in progress (the host's open spell at a merchant is answered again on create). */
export const SPELL_LIVE_STATES: readonly SpellState[] = ['open', 'locked']
