import { adultByBirthYear, HANDOVER_REFUSED_REASON } from '@lotus/contract/rider'
import { stepNote } from '@lotus/contract/server-words'
import { AppError, ErrorCode, validation } from '../../errors.js'
import { notifyOrder } from '../inbox/messages.js'
import { returnHeld } from '../order/order-ops.js'
import { refundOnCancel } from '../order/order-refund.js'
import { auditActor, lockOwnOrder, orderActor, type RiderCaller, type RiderDeps } from './rider-deps.js'

/** At the door of an alcohol order: the 18+ check starts (待核實收貨人年齡). */
export async function arrive(d: RiderDeps, c: RiderCaller, orderId: number): Promise<{ orderId: number }> {
  return d.db.tx(async (t) => {
    const o = await lockOwnOrder(t, c, orderId)
    if (!o.age_check) throw new AppError(ErrorCode.ORDER_STATE, '此訂單無需核實年齡，請直接送達')
    if (o.status !== 'delivering') throw new AppError(ErrorCode.ORDER_STATE, '請先取餐再核實年齡')
    const row = await d.lifecycle.move(t, o, 'arriveForAgeCheck', orderActor(c), { at: d.clock.now() })
    await d.audit.write(t, {
      actor: auditActor(c),
      action: 'rider.arrive',
      subjectType: 'order',
      subjectId: o.id,
      merchantId: o.merchant_id,
      ip: c.ip,
      before: { status: o.status },
      after: { status: row.status }
    })
    return { orderId: o.id }
  })
}

export interface HandoverInput {
  orderId: number
  idChecked?: boolean | undefined
  birthYear?: number | undefined
  refused?: boolean | undefined
}

/**
 * The order handed over. An alcohol order only after the age check: the rider ticks that the ID shows 18+ and types
 * its year of birth (adultByBirthYear, contract/rider.ts), and the year is not kept (Law 8/2005). A refusal
 * (no ID, under 18) hands the order back (`handoverRefused`): cancelled, the goods back on the shelf, the money
 * back where it came from (the refund owner), the customer told why, as a shop's reject does.
 */
export async function deliver(
  d: RiderDeps,
  c: RiderCaller,
  input: HandoverInput
): Promise<{ orderId: number; status: string; reported?: boolean }> {
  return d.db.tx(async (t) => {
    const o = await lockOwnOrder(t, c, input.orderId)
    const now = d.clock.now()
    const write = (action: string, after: unknown) =>
      d.audit.write(t, {
        actor: auditActor(c),
        action,
        subjectType: 'order',
        subjectId: o.id,
        merchantId: o.merchant_id,
        ip: c.ip,
        before: { status: o.status },
        after
      })
    if (o.age_check) {
      if (o.status === 'delivering') throw new AppError(ErrorCode.ORDER_STATE, '酒類訂單須先核實收貨人年齡')
      if (o.status !== 'age_check') throw new AppError(ErrorCode.ORDER_STATE, '此訂單目前無法送達')
      if (input.refused) {
        const reason = HANDOVER_REFUSED_REASON
        const row = await d.lifecycle.move(t, o, 'handoverRefused', orderActor(c), {
          at: now,
          reason,
          ...stepNote('reason', { reason }),
          set: { cancel_reason: reason }
        })
        await returnHeld(t, o, now)
        await refundOnCancel(t, o, reason, now)
        await notifyOrder(t, {
          userId: o.user_id,
          orderId: o.id,
          now,
          title: '訂單未能交付',
          body: `訂單 ${o.order_no}已取消（${reason}），款項原路退回。`,
          key: 'handoverRefused',
          values: { orderNo: o.order_no, reason }
        })
        await write('rider.handover.refused', { status: row.status, refused: true })
        return { orderId: o.id, status: row.status, reported: true }
      }
      if (input.idChecked !== true) throw validation('請確認已查看收貨人證件')
      if (input.birthYear === undefined) throw validation('請輸入證件上的出生年份')
      if (!adultByBirthYear(input.birthYear, now))
        throw new AppError(ErrorCode.VALIDATION, '收貨人未滿 18 歲，不可交付酒類商品')
      const row = await d.lifecycle.move(t, o, 'verifyAge', orderActor(c), {
        at: now,
        set: { age_checked_at: now },
        ...stepNote('idChecked')
      })
      await write('rider.deliver', { status: row.status, ageChecked: true })
      return { orderId: o.id, status: row.status }
    }
    if (o.status !== 'delivering') throw new AppError(ErrorCode.ORDER_STATE, '請先取餐再送達')
    const row = await d.lifecycle.move(t, o, 'deliver', orderActor(c), { at: now })
    await write('rider.deliver', { status: row.status })
    return { orderId: o.id, status: row.status }
  })
}
