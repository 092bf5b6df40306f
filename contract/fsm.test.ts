import { describe, expect, it } from 'vitest'
import { allowedEvents, can, defineMachine, isState, refusalText, transition } from './fsm'

const door = defineMachine({
  name: 'door',
  states: ['open', 'closed', 'locked'],
  events: ['open', 'close', 'lock', 'unlock'],
  transitions: {
    open: { close: 'closed' },
    closed: { open: 'open', lock: 'locked' },
    locked: { unlock: 'closed' }
  },
  text: { open: '開着', closed: '關着', locked: '鎖着' },
  eventText: { open: '打開', close: '關上', lock: '上鎖', unlock: '開鎖' },
  refusals: {
    open: { locked: '門鎖着，請先開鎖', '*': '門已經{state}' },
    lock: '門{state}，不能上鎖'
  },
  refusal: '門{state}，無法{event}'
})

describe('defineMachine', () => {
  it('rejects a table that names an unknown state or event', () => {
    expect(() =>
      defineMachine({
        name: 'bad',
        states: ['a'],
        events: ['go'],
        transitions: { a: { go: 'b' as 'a' } },
        text: { a: 'A' },
        eventText: { go: '走' },
        refusal: '{state}'
      })
    ).toThrow(/unknown state b/)
    expect(() =>
      defineMachine({
        name: 'bad',
        states: ['a'],
        events: ['go'],
        transitions: { a: { jump: 'a' } as { go?: 'a' } },
        text: { a: 'A' },
        eventText: { go: '走' },
        refusal: '{state}'
      })
    ).toThrow(/unknown event jump/)
  })
})

describe('transition', () => {
  it('follows the table', () => {
    expect(transition(door, 'closed', 'lock')).toEqual({ ok: true, to: 'locked' })
    expect(transition(door, 'locked', 'unlock')).toEqual({ ok: true, to: 'closed' })
  })

  it('refuses a missing entry with the per-state text, then the per-event default', () => {
    expect(transition(door, 'locked', 'open')).toEqual({
      ok: false,
      refusal: { machine: 'door', state: 'locked', event: 'open', message: '門鎖着，請先開鎖' }
    })
    expect(refusalText(door, 'open', 'open')).toBe('門已經開着')
  })

  it('uses one text for every state when the event has a single refusal', () => {
    expect(refusalText(door, 'open', 'lock')).toBe('門開着，不能上鎖')
    expect(refusalText(door, 'locked', 'lock')).toBe('門鎖着，不能上鎖')
  })

  it('falls back to the machine template with state and event text', () => {
    expect(refusalText(door, 'open', 'unlock')).toBe('門開着，無法開鎖')
  })
})

describe('can / allowedEvents / isState', () => {
  it('answers from the same table as transition', () => {
    for (const s of door.states) {
      for (const e of door.events) expect(can(door, s, e)).toBe(transition(door, s, e).ok)
    }
  })

  it('lists the accepted events in event order', () => {
    expect(allowedEvents(door, 'closed')).toEqual(['open', 'lock'])
    expect(allowedEvents(door, 'open')).toEqual(['close'])
  })

  it('tells states from other strings', () => {
    expect(isState(door, 'locked')).toBe(true)
    expect(isState(door, 'ajar')).toBe(false)
  })
})
