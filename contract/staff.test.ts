import { describe, expect, it } from 'vitest'
import { can, canOpenPage, contactFor, maskAddress, type StaffActor } from './staff'

const actor = (over: Partial<StaffActor>): StaffActor => ({
  id: 1,
  role: 'staff',
  merchantIds: [10],
  stage: 'done',
  ...over
})

describe('can', () => {
  it('lets owners and staff read only their own shops’ orders', () => {
    expect(can(actor({ role: 'staff' }), 'shop.orders.read', { merchantId: 10 })).toBe(true)
    expect(can(actor({ role: 'owner', merchantIds: [10, 11] }), 'shop.orders.read', { merchantId: 11 })).toBe(
      true
    )
    expect(can(actor({ role: 'staff' }), 'shop.orders.read', { merchantId: 11 })).toBe(false)
    expect(can(actor({ role: 'staff' }), 'shop.orders.read')).toBe(false)
    expect(can(actor({ role: 'rider', merchantIds: [] }), 'shop.orders.read', { merchantId: 10 })).toBe(false)
    expect(can(actor({ role: 'operator', merchantIds: [] }), 'shop.orders.read', { merchantId: 10 })).toBe(
      false
    )
  })

  it('lets owners and staff work their own shops’ orders on the board; settings are the owner’s', () => {
    for (const action of ['order.accept', 'order.reject', 'order.ready'] as const) {
      expect(can(actor({ role: 'staff' }), action, { merchantId: 10 })).toBe(true)
      expect(can(actor({ role: 'owner' }), action, { order: { merchantId: 10, status: 'paid' } })).toBe(true)
      expect(can(actor({ role: 'staff' }), action, { merchantId: 11 })).toBe(false)
      expect(can(actor({ role: 'rider', merchantIds: [] }), action, { merchantId: 10 })).toBe(false)
      expect(can(actor({ role: 'staff', stage: 'totp' }), action, { merchantId: 10 })).toBe(false)
    }
    expect(can(actor({ role: 'owner' }), 'shop.settings.write', { merchantId: 10 })).toBe(true)
    expect(can(actor({ role: 'owner' }), 'shop.settings.write', { merchantId: 11 })).toBe(false)
    expect(can(actor({ role: 'staff' }), 'shop.settings.write', { merchantId: 10 })).toBe(false)
    expect(canOpenPage(actor({ role: 'staff' }), 'board', 10)).toBe(true)
    expect(canOpenPage(actor({ role: 'rider', merchantIds: [] }), 'board')).toBe(false)
  })

  it('gives the audit log to operators only', () => {
    expect(can(actor({ role: 'operator' }), 'audit.read')).toBe(true)
    for (const role of ['owner', 'staff', 'rider'] as const)
      expect(can(actor({ role }), 'audit.read')).toBe(false)
  })

  it('before the second factor allows only who-am-I (and enrolment when one must enrol)', () => {
    const waiting = actor({ role: 'owner', stage: 'totp' })
    expect(can(waiting, 'account.read')).toBe(true)
    expect(can(waiting, 'totp.enrol')).toBe(false)
    expect(can(waiting, 'shop.orders.read', { merchantId: 10 })).toBe(false)
    const enrolling = actor({ role: 'operator', stage: 'enrol' })
    expect(can(enrolling, 'totp.enrol')).toBe(true)
    expect(can(enrolling, 'audit.read')).toBe(false)
  })

  it('hides console pages a role cannot open', () => {
    expect(canOpenPage(actor({ role: 'rider', merchantIds: [] }), 'orders')).toBe(false)
    expect(canOpenPage(actor({ role: 'staff' }), 'orders', 10)).toBe(true)
    expect(canOpenPage(actor({ role: 'staff' }), 'audit')).toBe(false)
    expect(canOpenPage(actor({ role: 'operator' }), 'audit')).toBe(true)
  })
})

describe('a customer’s contact (Law 8/2005: no more than the task needs)', () => {
  const contact = { name: '陳大文', phone: '66123456', address: '氹仔孫逸仙博士大馬路 123 號 5 樓' }
  const rider = actor({ id: 7, role: 'rider', merchantIds: [] })

  it('is whole for the rider carrying that order, while delivering', () => {
    expect(contactFor(rider, { merchantId: 10, status: 'delivering', riderId: 7 }, contact)).toEqual({
      ...contact,
      masked: false
    })
  })

  it('is masked for another rider, before pickup, after delivery, and for shop staff', () => {
    for (const order of [
      { merchantId: 10, status: 'delivering', riderId: 8 },
      { merchantId: 10, status: 'accepted', riderId: 7 },
      { merchantId: 10, status: 'delivered', riderId: 7 },
      { merchantId: 10, status: 'completed', riderId: 7 }
    ]) {
      const seen = contactFor(rider, order, contact)
      expect(seen.masked).toBe(true)
      expect(seen.phone).toBe('66****56')
      expect(seen.address).not.toContain('123')
      expect(seen.name).not.toBe(contact.name)
    }
    expect(
      contactFor(actor({ role: 'staff' }), { merchantId: 10, status: 'delivering', riderId: 1 }, contact)
        .masked
    ).toBe(true)
  })

  it('masks an address after its district', () => {
    expect(maskAddress('澳門新馬路 1 號')).toBe('澳門新馬*****')
    expect(maskAddress('')).toBe('')
  })
})
