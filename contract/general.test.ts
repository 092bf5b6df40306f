import { describe, expect, it } from 'vitest'
import { transition } from './fsm'
import { giftLinkMachine } from './general'

describe('gift link machine', () => {
  it('a link waiting for its address is filled once or expires; nothing moves a closed one', () => {
    expect(transition(giftLinkMachine, 'awaiting_address', 'fillAddress')).toEqual({ ok: true, to: 'ready' })
    expect(transition(giftLinkMachine, 'awaiting_address', 'expire')).toEqual({ ok: true, to: 'expired' })
    const again = transition(giftLinkMachine, 'ready', 'fillAddress')
    expect(again.ok === false && again.refusal.message).toBe('地址已填寫')
    const late = transition(giftLinkMachine, 'expired', 'fillAddress')
    expect(late.ok === false && late.refusal.message).toBe('禮物連結已過期，無法填寫地址')
    expect(transition(giftLinkMachine, 'ready', 'expire').ok).toBe(false)
  })
})
