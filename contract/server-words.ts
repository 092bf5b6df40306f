import { ACCEPT_TIMEOUT_REASON, REJECT_REASON_TEXT, SHOP_REJECT_PREFIX, type RejectReason } from './board'
import { couponNameIn } from './coupon-names'
import { fillMarks, type Locale } from './locale'
import type { MemberPlan } from './member'
import { PLATFORM_STANDING_REASON } from './ops'
import { ORDER_REASON_WORDS } from './order-reasons'
import { HANDOVER_REFUSED_REASON } from './rider'
import { deliveryMachine, type DeliveryEvent, type DeliveryState } from './order-delivery'
import { FULFILMENT_TEXT, type Fulfilment } from './order-kinds'
import { MEMBERSHIP_ORDER_TEXT, type MembershipOrderState } from './order-membership'
import { pickupMachine, type PickupEvent, type PickupState } from './order-pickup'
import {
  POINTS_EXCHANGE_CANCEL_REASON,
  POINTS_MALL_COUPON_STATE_TEXT,
  pointsCashOrderMachine,
  pointsOrderMachine,
  type PointsCashEvent,
  type PointsCashState,
  type PointsMallCouponState,
  type PointsOrderState
} from './order-points'
import { reservationOrderMachine } from './order-reservation'
import { ticketOrderMachine } from './order-ticket'
import { CODE_STATE_TEXT, type CodeState } from './group'
import { PAY_METHOD_TEXT, PAY_METHOD_WORDS } from './order-receipt'
import {
  GENERAL_KIND_TEXT,
  GIFT_EXPIRED_REASON,
  GIFT_STATE_TEXT,
  type GeneralKind,
  type GiftState
} from './general'
import { REPORT_REASON_TEXT, type ReportReason } from './reviews-admin'
import { voucherOrderMachine, type GroupOrderEvent, type GroupOrderState } from './order-voucher'

/**
 * What the server words itself (issue 39 point 2: states, fulfilment kinds, timeline steps, order messages) in
 * English and Portuguese (Macau, European spelling). Chinese stays where it was written (the machines, the
 * services): these tables give each of its phrases its two translations, typed over the states and keys so a new
 * state or key without both does not compile. `{name}` marks a value.
 */
export type Words = readonly [en: string, pt: string]

const DELIVERY: Readonly<Record<DeliveryState, Words>> = {
  unpaid: ['Awaiting payment', 'A aguardar pagamento'],
  paid: ['Paid', 'Pago'],
  accepted: ['Accepted by the shop', 'Aceite pela loja'],
  ready: ['Ready for the rider', 'Pronto para o estafeta'],
  delivering: ['On the way', 'Em entrega'],
  age_check: ['Checking the recipient’s age', 'A verificar a idade do destinatário'],
  delivered: ['Delivered', 'Entregue'],
  completed: ['Completed', 'Concluída'],
  cancelled: ['Cancelled', 'Cancelada'],
  refunding: ['Refund in progress', 'Reembolso em curso'],
  refunded: ['Refunded', 'Reembolso efetuado'],
  refund_rejected: ['Refund declined', 'Reembolso recusado']
}

const PICKUP: Readonly<Record<PickupState, Words>> = {
  unpaid: DELIVERY.unpaid,
  paid: DELIVERY.paid,
  accepted: ['The shop is preparing it', 'A loja está a preparar'],
  ready: ['Ready for pickup', 'Pronto a levantar'],
  completed: DELIVERY.completed,
  cancelled: DELIVERY.cancelled,
  refunding: DELIVERY.refunding,
  refunded: DELIVERY.refunded,
  refund_rejected: DELIVERY.refund_rejected
}

const groupOrder = (paid: Words): Readonly<Record<GroupOrderState, Words>> => ({
  unpaid: DELIVERY.unpaid,
  paid,
  completed: DELIVERY.completed,
  cancelled: DELIVERY.cancelled,
  refunded: DELIVERY.refunded
})

const POINTS: Readonly<Record<PointsOrderState, Words>> = {
  unpaid: DELIVERY.unpaid,
  to_pickup: ['To collect', 'Por levantar'],
  to_ship: ['To be shipped', 'Por enviar'],
  shipped: ['Shipped', 'Enviado'],
  completed: DELIVERY.completed,
  issued: ['Issued', 'Emitido'],
  cancelled: DELIVERY.cancelled
}

const POINTS_CASH: Readonly<Record<PointsCashState, Words>> = {
  unpaid: DELIVERY.unpaid,
  paid: DELIVERY.paid,
  completed: DELIVERY.completed,
  cancelled: DELIVERY.cancelled
}

const MEMBERSHIP: Readonly<Record<MembershipOrderState, Words>> = {
  unpaid: DELIVERY.unpaid,
  paid: DELIVERY.paid,
  cancelled: DELIVERY.cancelled
}

const CODE: Readonly<Record<CodeState, Words>> = {
  unused: ['Unused', 'Por usar'],
  used: ['Used', 'Usado'],
  refunded: ['Refunded', 'Reembolso efetuado'],
  expired: ['Expired, refunded', 'Expirado, reembolsado']
}

const GIFT: Readonly<Record<GiftState, Words>> = {
  awaiting_address: ['Waiting for the recipient’s address', 'À espera do endereço do destinatário'],
  ready: ['To be delivered', 'Por entregar'],
  expired: ['Link expired', 'Ligação expirada']
}

const MALL_COUPON: Readonly<Record<PointsMallCouponState, Words>> = {
  usable: ['Usable', 'Utilizável'],
  used: ['Used', 'Usado'],
  expired: ['Expired', 'Expirado']
}

export const FULFILMENT_WORDS: Readonly<Record<Fulfilment, Words>> = {
  delivery: ['Delivery', 'Entrega'],
  pickup: ['Pickup', 'Levantamento na loja'],
  express: ['Courier', 'Correio expresso'],
  voucher: ['Voucher', 'Vale'],
  ticket: ['Cinema ticket', 'Bilhete de cinema'],
  reservation: ['Table booking', 'Reserva de mesa'],
  points: ['Points exchange', 'Troca de pontos'],
  membership: ['God Member', 'Membro Deus']
}

/** Each Chinese state text and its two translations (a state's Chinese comes from its machine). */
function pairs<S extends string>(zh: Readonly<Record<S, string>>, words: Readonly<Record<S, Words>>) {
  return (Object.keys(words) as S[]).map((s) => [zh[s], words[s]] as const)
}

/**
 * Chinese state, kind and status phrase → its translations. The phrases a service words from a state (statusText,
 * stateText, fulfilmentText) are worded on the way out from this table, whatever service wrote them.
 */
export const STATE_PHRASE_PAIRS: ReadonlyArray<readonly [zh: string, words: Words]> = [
  ...pairs(deliveryMachine.text, DELIVERY),
  ...pairs(pickupMachine.text, PICKUP),
  ...pairs(voucherOrderMachine.text, groupOrder(['To use', 'Por usar'])),
  ...pairs(ticketOrderMachine.text, groupOrder(['To watch', 'Por ver'])),
  ...pairs(reservationOrderMachine.text, groupOrder(['Booked', 'Reservado'])),
  ...pairs(pointsOrderMachine.text, POINTS),
  ...pairs(pointsCashOrderMachine.text, POINTS_CASH),
  ...pairs(MEMBERSHIP_ORDER_TEXT, MEMBERSHIP),
  ...pairs(CODE_STATE_TEXT, CODE),
  ...pairs(GIFT_STATE_TEXT, GIFT),
  ...pairs(POINTS_MALL_COUPON_STATE_TEXT, MALL_COUPON),
  ...pairs(FULFILMENT_TEXT, FULFILMENT_WORDS)
]
export const STATE_PHRASES: ReadonlyMap<string, Words> = new Map(STATE_PHRASE_PAIRS)

/** The order event of a timeline step (every kind's). */
export type OrderEventName = DeliveryEvent | PickupEvent | GroupOrderEvent | PointsCashEvent

/**
 * A timeline step's key: its event (the default title), or a kind's own title of one. Stored with the step
 * (`order_events.title_key`, migration 261) and worded when read.
 */
export type TimelineKey =
  | OrderEventName
  | 'submitted'
  | 'pickupPay'
  | 'groceryMarkReady'
  | 'groceryAssignRider'
  | 'groceryDispatch'
  | 'acceptPrep'
  | 'acceptPrepGrocery'
  | 'addressChanged'
  | 'slotChanged'
  | 'codeRedeemed'
  | 'giftAddressFilled'
  | 'shopClosed'
  | 'shopSuspended'
  | 'weighed'
  | 'weighedRefund'

export const TIMELINE_WORDS: Readonly<Record<TimelineKey, Words>> = {
  submitted: ['Order placed', 'Encomenda feita'],
  pay: ['Paid', 'Pagamento efetuado'],
  cancel: ['Order cancelled', 'Encomenda cancelada'],
  expire: ['Not paid in time: the order was cancelled', 'Não foi paga a tempo: a encomenda foi cancelada'],
  accept: ['The shop accepted the order', 'A loja aceitou a encomenda'],
  acceptPrep: [
    'The shop accepted the order (ready in about {minutes} min)',
    'A loja aceitou a encomenda (pronta em cerca de {minutes} min)'
  ],
  acceptPrepGrocery: [
    'The shop accepted the order (packed in about {minutes} min)',
    'A loja aceitou a encomenda (embalada em cerca de {minutes} min)'
  ],
  reject: [
    'The shop could not take the order: cancelled, the money goes back',
    'A loja não pôde aceitar a encomenda: cancelada, o dinheiro é devolvido'
  ],
  timeout: [
    'The shop did not accept in time: cancelled, the money goes back',
    'A loja não aceitou a tempo: cancelada, o dinheiro é devolvido'
  ],
  markReady: ['The food is ready, waiting for the rider', 'A comida está pronta, à espera do estafeta'],
  groceryMarkReady: [
    'The goods are packed, waiting for the rider',
    'Os artigos estão embalados, à espera do estafeta'
  ],
  assignRider: ['A rider is on the way to the shop', 'Um estafeta vai a caminho da loja'],
  groceryAssignRider: [
    'A rider is on the way to collect the goods',
    'Um estafeta vai a caminho para recolher os artigos'
  ],
  dispatch: ['The rider has the food and is on the way', 'O estafeta recolheu a comida e está a caminho'],
  groceryDispatch: [
    'The rider has the goods and is on the way',
    'O estafeta recolheu os artigos e está a caminho'
  ],
  deliver: ['Order delivered', 'Encomenda entregue'],
  arriveForAgeCheck: [
    'The rider has arrived and checks the recipient’s age',
    'O estafeta chegou e verifica a idade do destinatário'
  ],
  verifyAge: [
    'Recipient checked as 18 or over: order delivered',
    'Destinatário verificado com 18 anos ou mais: encomenda entregue'
  ],
  handoverRefused: [
    'The recipient could not show they are 18 or over: cancelled, the money goes back',
    'O destinatário não provou ter 18 anos ou mais: cancelada, o dinheiro é devolvido'
  ],
  confirm: ['Receipt confirmed', 'Receção confirmada'],
  autoConfirm: ['Receipt confirmed by the system', 'Receção confirmada pelo sistema'],
  requestRefund: ['Refund requested', 'Reembolso pedido'],
  approveRefund: ['Refunded', 'Reembolso efetuado'],
  rejectRefund: ['Refund declined', 'Reembolso recusado'],
  overruleRefund: [
    'The platform approved the refund: the money goes back',
    'A plataforma aprovou o reembolso: o dinheiro é devolvido'
  ],
  requestLineRefund: ['Refund of some items requested', 'Reembolso de alguns artigos pedido'],
  approveLineRefund: ['Some items refunded', 'Alguns artigos reembolsados'],
  rejectLineRefund: ['Refund of some items declined', 'Reembolso de alguns artigos recusado'],
  refundLastLines: [
    'The remaining items were refunded: the whole order is refunded',
    'Os restantes artigos foram reembolsados: a encomenda foi toda reembolsada'
  ],
  prepare: [
    'Ready: collect it at the shop with your pickup code',
    'Pronta: levante-a na loja com o código de levantamento'
  ],
  pickupPay: ['Paid, pickup code issued', 'Pagamento efetuado, código de levantamento emitido'],
  pickUp: ['Collected at the shop: order completed', 'Levantada na loja: encomenda concluída'],
  use: ['Every code used or refunded', 'Todos os códigos usados ou reembolsados'],
  refundAll: ['Fully refunded', 'Totalmente reembolsada'],
  handOver: ['Order completed', 'Encomenda concluída'],
  addressChanged: ['Delivery address changed', 'Endereço de entrega alterado'],
  slotChanged: ['Delivery time changed', 'Hora de entrega alterada'],
  codeRedeemed: ['Code redeemed', 'Código validado'],
  shopClosed: [
    'The shop closed down on the platform: order cancelled',
    'A loja encerrou na plataforma: encomenda cancelada'
  ],
  shopSuspended: [
    'The platform suspended the shop: order cancelled',
    'A plataforma suspendeu a loja: encomenda cancelada'
  ],
  giftAddressFilled: [
    'The recipient gave the delivery address',
    'O destinatário indicou o endereço de entrega'
  ],
  weighed: ['The shop weighed the goods: nothing to pay back', 'A loja pesou os artigos: nada a devolver'],
  weighedRefund: [
    'The shop weighed the goods: {amount} goes back',
    'A loja pesou os artigos: são devolvidas {amount}'
  ]
}

/**
 * A timeline step's note (the line under its title): its key, stored with the step (`order_events.note_key`,
 * migration 263) with its values (`note_values`), worded when read. The Chinese is the note as the server has
 * always written it (the stored `note`, byte for byte); a `{reason}` is worded as a reason (REASON_WORDS: a reason
 * the staff or the customer picked, or the server gave; one a person typed shows as written). A note that is content
 * (an address, a slot, a code's label) or typed by a person has no key and shows as written.
 */
export type TimelineNoteKey =
  'reason' | 'reasonOnly' | 'autoAccept' | 'noDeposit' | 'idChecked' | 'pointsExchange' | 'weighedLine'

export const TIMELINE_NOTE_ZH: Readonly<Record<TimelineNoteKey, string>> = {
  reason: '原因：{reason}',
  reasonOnly: '{reason}',
  autoAccept: '商家已開啟自動接單',
  noDeposit: '無需訂金，預訂成功',
  idChecked: '騎手已查看收貨人證件',
  pointsExchange: '積分兌換：{name}',
  weighedLine: '實重 {final} 克（預估 {estimated} 克）'
}

export const TIMELINE_NOTE_WORDS: Readonly<Record<TimelineNoteKey, Words>> = {
  reason: ['Reason: {reason}', 'Motivo: {reason}'],
  reasonOnly: ['{reason}', '{reason}'],
  autoAccept: ['The shop accepts orders automatically', 'A loja aceita encomendas automaticamente'],
  noDeposit: ['No deposit needed: booking confirmed', 'Sem sinal a pagar: reserva confirmada'],
  idChecked: [
    'The rider checked the recipient’s ID',
    'O estafeta verificou o documento de identificação do destinatário'
  ],
  pointsExchange: ['Points exchange: {name}', 'Troca de pontos: {name}'],
  weighedLine: ['Weighed {final} g (estimated {estimated} g)', 'Peso real {final} g (estimado {estimated} g)']
}

/** A note's values: one phrase's, or a line's each (a weighing of several goods: the lines joined). */
export type NoteValues = PhraseValues | ReadonlyArray<PhraseValues>

/** How the lines of one note are joined, per language. */
const NOTE_LINE_JOIN: Readonly<Record<Locale, string>> = { 'zh-Hant-MO': '；', en: '; ', pt: '; ' }

/** A note to store with a step: the Chinese text (as it was always written), its key and values. */
export function stepNote(
  key: TimelineNoteKey,
  values: NoteValues = {}
): { note: string; noteKey: TimelineNoteKey; noteValues: NoteValues } {
  return { note: noteIn(key, values, 'zh-Hant-MO'), noteKey: key, noteValues: values }
}

/** A note's phrase in `locale` (Chinese: the text the server stores) with its values filled. */
export function noteIn(key: TimelineNoteKey, values: NoteValues, locale: Locale): string {
  const one = (v: PhraseValues) =>
    locale === 'zh-Hant-MO'
      ? fillMarks(TIMELINE_NOTE_ZH[key], v)
      : wordIn(TIMELINE_NOTE_WORDS[key], locale, v)
  return Array.isArray(values)
    ? (values as ReadonlyArray<PhraseValues>).map(one).join(NOTE_LINE_JOIN[locale])
    : one(values as PhraseValues)
}

export const isTimelineNoteKey = (k: unknown): k is TimelineNoteKey =>
  typeof k === 'string' && Object.hasOwn(TIMELINE_NOTE_WORDS, k)

/** A refund's progress (the refund page's timeline and its note of where the money goes), worded when read. */
export type RefundStepKey =
  | 'requested'
  | 'shopHandling'
  | 'shopRejected'
  | 'disputed'
  | 'upheld'
  | 'approved'
  | 'approvedSome'
  | 'done'
  | 'rejected'
  | 'toWallet'
  | 'toShopCard'
  | 'toOriginal'

export const REFUND_WORDS: Readonly<Record<RefundStepKey, Words>> = {
  requested: ['Refund requested', 'Reembolso pedido'],
  shopHandling: ['The shop is handling it', 'A loja está a tratar do pedido'],
  shopRejected: ['The shop declined the refund', 'A loja recusou o reembolso'],
  disputed: ['The platform was asked to step in', 'Foi pedida a intervenção da plataforma'],
  upheld: ['The platform upheld the shop’s decision', 'A plataforma manteve a decisão da loja'],
  approved: ['{who} approved the refund', '{who} aprovou o reembolso'],
  approvedSome: ['{who} approved a refund of some items', '{who} aprovou o reembolso de alguns artigos'],
  done: ['Refunded', 'Reembolso efetuado'],
  rejected: ['{who} declined the refund', '{who} recusou o reembolso'],
  toWallet: ['back to the wallet', 'devolvido à carteira'],
  toShopCard: ['back to the shop’s stored-value card', 'devolvido ao cartão de valor da loja'],
  toOriginal: ['back the way it was paid (ref. {ref})', 'devolvido ao meio de pagamento (ref. {ref})']
}

/**
 * The notes the server writes on a refund it makes itself (`refunds.note`: a cancel's automatic refund, a group
 * order's returned codes), worded when read; a note a person typed (a shop's, the platform's) shows as written.
 */
const REFUND_NOTE_PATTERNS: ReadonlyArray<readonly [RegExp, Words]> = [
  [
    /^取消訂單，自動退款$/u,
    ['Order cancelled: refunded automatically', 'Encomenda cancelada: reembolso automático']
  ],
  [/^取消訂座，訂金退回$/u, ['Booking cancelled: deposit returned', 'Reserva cancelada: sinal devolvido']],
  [
    /^券碼過期未使用，自動退款$/u,
    ['Code expired unused: refunded automatically', 'Código expirado sem uso: reembolso automático']
  ],
  [
    /^退票（(\d+) 張），座位已釋放$/u,
    ['{1} ticket(s) returned, seats released', '{1} bilhete(s) devolvido(s), lugares libertados']
  ],
  [/^未使用券碼退款（(\d+) 張）$/u, ['{1} unused code(s) refunded', '{1} código(s) por usar reembolsado(s)']]
]

/** A refund's note in `locale`: one the server wrote, worded; any other as written. */
export function refundNote(note: string, locale: Locale): string {
  if (locale === 'zh-Hant-MO') return note
  const i = locale === 'en' ? 0 : 1
  for (const [re, w] of REFUND_NOTE_PATTERNS) {
    const m = re.exec(note)
    if (m) return w[i].replace('{1}', m[1] ?? '')
  }
  return note
}

/** Who decided a refund (contract/order.ts REFUND_DECIDER_TEXT), as the subject of a sentence. */
export const REFUND_DECIDER_WORDS: Readonly<Record<'merchant' | 'operator' | 'system', Words>> = {
  merchant: ['The shop', 'A loja'],
  operator: ['The platform', 'A plataforma'],
  system: ['The system', 'O sistema']
}

/**
 * An order message (消息中心 → 訂單消息), or a notice to one user (a report or dispute decided): its key, stored with it (`messages.text_key`, migration 261) with its
 * values (`merchant`, `orderNo`, `amount` already in MOP), and worded when read. Chinese is the stored text.
 */
export type OrderMessageKey =
  | 'booked'
  | 'paidShop'
  | 'paidOther'
  | 'pickupReady'
  | 'dispatched'
  | 'delivered'
  | 'completed'
  | 'refundedWallet'
  | 'refundedOriginal'
  | 'shopRejected'
  | 'shopTimeout'
  | 'handoverRefused'
  | 'exchangeIssued'
  | 'exchangeToPickup'
  | 'exchangeToShip'
  | 'exchangeShipped'
  | 'exchangeReceived'
  | 'exchangeCompleted'
  | 'exchangeCancelled'
  | 'exchangeExpired'
  | 'reportResolved'
  | 'disputeOverruled'
  | 'disputeUpheld'
  | 'shopClosedDown'
  | 'shopSuspendedCancel'

export const ORDER_MESSAGE_WORDS: Readonly<Record<OrderMessageKey, { title: Words; body: Words }>> = {
  shopClosedDown: {
    title: ['Order cancelled', 'Encomenda cancelada'],
    body: [
      '{merchant} has closed down: order {orderNo} was cancelled. The money goes back the way you paid.',
      '{merchant} encerrou: a encomenda {orderNo} foi cancelada. O dinheiro é devolvido ao meio de pagamento.'
    ]
  },
  shopSuspendedCancel: {
    title: ['Order cancelled', 'Encomenda cancelada'],
    body: [
      '{merchant} has been suspended: order {orderNo} was cancelled. The money goes back the way you paid.',
      '{merchant} foi suspensa: a encomenda {orderNo} foi cancelada. O dinheiro é devolvido ao meio de pagamento.'
    ]
  },
  booked: {
    title: ['Booking confirmed', 'Reserva confirmada'],
    body: [
      '{merchant}: order {orderNo} is confirmed. Please arrive on time.',
      '{merchant}: a encomenda {orderNo} está confirmada. Chegue a horas, por favor.'
    ]
  },
  paidShop: {
    title: ['Order paid', 'Encomenda paga'],
    body: [
      '{merchant}: order {orderNo} paid {amount}. The shop will accept it shortly.',
      '{merchant}: encomenda {orderNo} paga {amount}. A loja vai aceitá-la em breve.'
    ]
  },
  paidOther: {
    title: ['Order paid', 'Encomenda paga'],
    body: [
      '{merchant}: order {orderNo} paid {amount}. See it in the order details.',
      '{merchant}: encomenda {orderNo} paga {amount}. Veja-a nos detalhes da encomenda.'
    ]
  },
  pickupReady: {
    title: ['Order ready', 'Encomenda pronta'],
    body: [
      '{merchant}: order {orderNo} is ready. Collect it at the shop with your pickup code.',
      '{merchant}: a encomenda {orderNo} está pronta. Levante-a na loja com o código de levantamento.'
    ]
  },
  dispatched: {
    title: ['Order on the way', 'Encomenda em entrega'],
    body: [
      '{merchant}: the rider has picked up order {orderNo} and is on the way.',
      '{merchant}: o estafeta recolheu a encomenda {orderNo} e está a caminho.'
    ]
  },
  delivered: {
    title: ['Order delivered', 'Encomenda entregue'],
    body: [
      '{merchant}: order {orderNo} has been delivered. Please confirm receipt.',
      '{merchant}: a encomenda {orderNo} foi entregue. Confirme a receção, por favor.'
    ]
  },
  completed: {
    title: ['Order completed', 'Encomenda concluída'],
    body: [
      '{merchant}: order {orderNo} is completed. We would love your review.',
      '{merchant}: a encomenda {orderNo} está concluída. Gostaríamos da sua avaliação.'
    ]
  },
  refundedWallet: {
    title: ['Refunded', 'Reembolso efetuado'],
    body: [
      '{merchant}: order {orderNo} refunded {amount}, back to your wallet.',
      '{merchant}: encomenda {orderNo} reembolsada {amount}, devolvido à sua carteira.'
    ]
  },
  refundedOriginal: {
    title: ['Refunded', 'Reembolso efetuado'],
    body: [
      '{merchant}: order {orderNo} refunded {amount}, back to how you paid.',
      '{merchant}: encomenda {orderNo} reembolsada {amount}, devolvido ao meio de pagamento original.'
    ]
  },
  shopRejected: {
    title: ['The shop could not take your order', 'A loja não pôde aceitar a encomenda'],
    body: [
      '{merchant}: order {orderNo} was cancelled ({reason}). The money goes back the way you paid.',
      '{merchant}: a encomenda {orderNo} foi cancelada ({reason}). O dinheiro é devolvido ao meio de pagamento.'
    ]
  },
  shopTimeout: {
    title: ['The shop did not accept in time', 'A loja não aceitou a tempo'],
    body: [
      '{merchant}: order {orderNo} was cancelled ({reason}). The money goes back the way you paid.',
      '{merchant}: a encomenda {orderNo} foi cancelada ({reason}). O dinheiro é devolvido ao meio de pagamento.'
    ]
  },
  handoverRefused: {
    title: ['The order could not be delivered', 'Não foi possível entregar a encomenda'],
    body: [
      'Order {orderNo} was cancelled ({reason}). The money goes back the way you paid.',
      'A encomenda {orderNo} foi cancelada ({reason}). O dinheiro é devolvido ao meio de pagamento.'
    ]
  },
  exchangeIssued: {
    title: ['Exchanged', 'Troca efetuada'],
    body: [
      'Points mall: {what} exchanged. The coupon is in your wallet.',
      'Loja de pontos: {what} trocado. O cupão está na sua carteira.'
    ]
  },
  exchangeToPickup: {
    title: ['Exchanged, to collect', 'Troca efetuada, por levantar'],
    body: [
      'Points mall: {what} exchanged. Collect it at the store with your pickup code.',
      'Loja de pontos: {what} trocado. Levante-o na loja com o código de levantamento.'
    ]
  },
  exchangeToShip: {
    title: ['Exchanged, to be shipped', 'Troca efetuada, por enviar'],
    body: [
      'Points mall: {what} exchanged. We will ship it soon.',
      'Loja de pontos: {what} trocado. Vamos enviá-lo em breve.'
    ]
  },
  exchangeShipped: {
    title: ['Exchange shipped', 'Troca enviada'],
    body: [
      'Points mall: {what} has been shipped. Watch out for the delivery.',
      'Loja de pontos: {what} foi enviado. Fique atento à entrega.'
    ]
  },
  exchangeReceived: {
    title: ['Exchange completed', 'Troca concluída'],
    body: [
      'Points mall: {what} received. The exchange is complete.',
      'Loja de pontos: {what} recebido. A troca está concluída.'
    ]
  },
  exchangeCompleted: {
    title: ['Exchange completed', 'Troca concluída'],
    body: [
      'Points mall: {what} collected at the store. The exchange is complete.',
      'Loja de pontos: {what} levantado na loja. A troca está concluída.'
    ]
  },
  exchangeCancelled: {
    title: ['Exchange cancelled', 'Troca cancelada'],
    body: [
      'Points mall: the exchange of {what} was cancelled. Your honey is back.',
      'Loja de pontos: a troca de {what} foi cancelada. O seu mel foi devolvido.'
    ]
  },
  reportResolved: {
    title: ['Your report was handled', 'A sua denúncia foi tratada'],
    body: [
      'Your report about “{shop}” was handled: {note}',
      'A sua denúncia sobre «{shop}» foi tratada: {note}'
    ]
  },
  disputeOverruled: {
    title: ['The platform’s decision', 'Decisão da plataforma'],
    body: [
      'Order {orderNo}: the platform approved the refund. The money goes back the way you paid.',
      'Encomenda {orderNo}: a plataforma aprovou o reembolso. O dinheiro é devolvido ao meio de pagamento.'
    ]
  },
  disputeUpheld: {
    title: ['The platform’s decision', 'Decisão da plataforma'],
    body: [
      'Order {orderNo}: the platform upheld the shop’s decision. Reason: {note}',
      'Encomenda {orderNo}: a plataforma manteve a decisão da loja. Motivo: {note}'
    ]
  },
  exchangeExpired: {
    title: ['Exchange closed', 'Troca fechada'],
    body: [
      'Points mall: {what} was not paid in time. The exchange is closed and your honey is back.',
      'Loja de pontos: {what} não foi pago a tempo. A troca foi fechada e o seu mel foi devolvido.'
    ]
  }
}

/**
 * The reasons the server itself gives a cancel (stored in Chinese as written; a message's `reason` value): their
 * translations. A reason a person typed has none and shows as written.
 */
/** The prefix of a shop's rejection's reason (contract/board.ts) in English and Portuguese. */
const SHOP_REJECT_WORDS: Words = ['declined by the shop: ', 'recusada pela loja: ']

const REJECT_REASON_WORDS: Readonly<Record<Exclude<RejectReason, 'other'>, Words>> = {
  soldOut: ['sold out', 'esgotado'],
  busy: ['too busy', 'demasiado ocupada'],
  closed: ['closed now', 'fechada agora'],
  tooFar: ['address too far', 'endereço demasiado longe']
}
export const REASON_WORDS: ReadonlyMap<string, Words> = new Map<string, Words>([
  ...pairs(REJECT_REASON_TEXT, REJECT_REASON_WORDS),
  [ACCEPT_TIMEOUT_REASON, ['the shop did not accept in time', 'a loja não aceitou a tempo']],
  [
    HANDOVER_REFUSED_REASON,
    ['no proof the recipient is 18 or over', 'sem prova de que o destinatário tem 18 anos ou mais']
  ],
  [
    GIFT_EXPIRED_REASON,
    [
      'The recipient did not give an address within 48 hours',
      'O destinatário não indicou o endereço em 48 horas'
    ]
  ],
  [POINTS_EXCHANGE_CANCEL_REASON, ['Points exchange cancelled', 'Troca de pontos cancelada']],
  [
    PLATFORM_STANDING_REASON.suspended,
    ['This shop has paused its business (platform)', 'Esta loja suspendeu a atividade (plataforma)']
  ],
  [
    PLATFORM_STANDING_REASON.closed,
    ['This shop has closed down (platform)', 'Esta loja encerrou definitivamente (plataforma)']
  ],
  ...(Object.entries(ORDER_REASON_WORDS) as Array<[string, Words]>)
])

/** Values a stored phrase carries (strings and numbers only). */
export type PhraseValues = Readonly<Record<string, string | number>>

/** `words` in `locale` (not Chinese: Chinese is the text the server wrote) with its `{name}` marks filled. */
export function wordIn(
  words: Words,
  locale: Exclude<Locale, 'zh-Hant-MO'>,
  values: PhraseValues = {}
): string {
  const i = locale === 'en' ? 0 : 1
  return words[i].replace(/\{(\w+)\}/g, (m, k: string) => {
    if (!(k in values)) return m
    const v = String(values[k])
    // a reason the server gave itself is worded too; one a person typed shows as written
    return k === 'reason' ? reasonIn(v, i) : v
  })
}

/** A stored reason in language `i`: the shop's rejection (its prefix and the dialog's reason), or a known one. */
function reasonIn(v: string, i: 0 | 1): string {
  if (v.startsWith(SHOP_REJECT_PREFIX)) {
    const rest = v.slice(SHOP_REJECT_PREFIX.length)
    return `${SHOP_REJECT_WORDS[i]}${REASON_WORDS.get(rest)?.[i] ?? rest}`
  }
  return REASON_WORDS.get(v)?.[i] ?? v
}

/** A stored reason in `locale`: one picked from a list or given by the server, worded; one typed, as written. */
export function reasonPhrase(reason: string, locale: Locale): string {
  return locale === 'zh-Hant-MO' ? reason : reasonIn(reason, locale === 'en' ? 0 : 1)
}

/** A Chinese state phrase in `locale`: its translation, or the phrase itself when it has none. */
export function statePhrase(zh: string, locale: Locale): string {
  if (locale === 'zh-Hant-MO') return zh
  const w = STATE_PHRASES.get(zh)
  return w ? wordIn(w, locale) : zh
}

export const isTimelineKey = (k: unknown): k is TimelineKey =>
  typeof k === 'string' && Object.hasOwn(TIMELINE_WORDS, k)
export const isOrderMessageKey = (k: unknown): k is OrderMessageKey =>
  typeof k === 'string' && Object.hasOwn(ORDER_MESSAGE_WORDS, k)

/** The delivery fee's time bands (server/src/modules/fee/time-fee.ts), inside 「配送費（午市）」. */
const FEE_BAND_WORDS: ReadonlyMap<string, Words> = new Map<string, Words>([
  ['早間', ['morning', 'manhã']],
  ['午市', ['lunch', 'almoço']],
  ['下午', ['afternoon', 'tarde']],
  ['晚市', ['dinner', 'jantar']],
  ['夜宵', ['late night', 'noite']],
  // the god member's free-delivery voucher (member-free-delivery.ts)
  ['免配送費券', ['free-delivery voucher', 'vale de entrega grátis']]
])

/**
 * An order's or cart's fee and discount lines (`feeLines[].label`, written by the price calculator in Chinese):
 * the fixed ones and the patterns with a value. A label a shop typed (an activity's name) shows as written.
 */
const FEE_LABELS: ReadonlyMap<string, Words> = new Map<string, Words>([
  ['商品金額', ['Items', 'Artigos']],
  ['包裝費', ['Packaging', 'Embalagem']],
  ['配送費', ['Delivery fee', 'Taxa de entrega']],
  ['全單折扣', ['Order discount', 'Desconto na encomenda']],
  ['新客立減', ['New customer discount', 'Desconto de novo cliente']]
])
const FEE_PATTERNS: ReadonlyArray<readonly [RegExp, Words]> = [
  [
    /^配送費（免配送費券減 (.+)）$/u,
    [
      'Delivery fee (free-delivery voucher, MOP {1} off)',
      'Taxa de entrega (vale de entrega grátis, menos MOP {1})'
    ]
  ],
  [/^配送費（(.+)）$/u, ['Delivery fee ({1})', 'Taxa de entrega ({1})']],
  [/^滿減（滿(.+)減(.+)）$/u, ['Spend MOP {1}, save MOP {2}', 'Gaste MOP {1}, poupe MOP {2}']],
  [/^會員價（省 (.+)）$/u, ['Member price (save {1})', 'Preço de membro (poupa {1})']],
  // a voucher's line names the voucher (coupon-names.ts words the names Lotus gives them)
  [/^優惠券（(.+)）$/u, ['Coupon ({1})', 'Cupão ({1})']],
  [/^紅包（(.+)）$/u, ['Red envelope ({1})', 'Envelope vermelho ({1})']]
]

/** A fee line's label in `locale`; one it does not know, as written. */
export function feeLabel(label: string, locale: Locale): string {
  if (locale === 'zh-Hant-MO') return label
  const i = locale === 'en' ? 0 : 1
  const fixed = FEE_LABELS.get(label)
  if (fixed) return fixed[i]
  for (const [re, w] of FEE_PATTERNS) {
    const m = re.exec(label)
    if (m)
      return w[i].replace(/\{(\d)\}/g, (_, n: string) => {
        const v = m[Number(n)] ?? ''
        return FEE_BAND_WORDS.get(v)?.[i] ?? couponNameIn(v, locale)
      })
  }
  return label
}

/** A pay method's text (payMethodText) in `locale`. */
export const PAY_METHOD_PHRASES: ReadonlyMap<string, Words> = new Map(
  pairs(PAY_METHOD_TEXT, PAY_METHOD_WORDS)
)

const GENERAL_KIND_WORDS: Readonly<Record<GeneralKind, Words>> = {
  fruit: ['Fruit', 'Fruta'],
  florist: ['Florist', 'Florista'],
  bakery: ['Bakery', 'Pastelaria'],
  wine: ['Wine shop', 'Garrafeira'],
  gift: ['Gifts', 'Presentes']
}

const REPORT_REASON_WORDS: Readonly<Record<ReportReason, Words>> = {
  abuse: ['Abuse or personal attack', 'Insulto ou ataque pessoal'],
  spam: ['Advertising or off-topic', 'Publicidade ou conteúdo irrelevante'],
  privacy: ['Reveals personal data', 'Revela dados pessoais'],
  'not-a-customer': ['Not a real customer', 'Não é um cliente verdadeiro'],
  other: ['Other', 'Outro']
}

/** Other fields a service words from a code, by field: a general store's kind, a review report's reason. */
export const FIELD_PHRASES: ReadonlyMap<string, ReadonlyMap<string, Words>> = new Map([
  ['kindText', new Map(pairs(GENERAL_KIND_TEXT, GENERAL_KIND_WORDS))],
  ['reasonText', new Map(pairs(REPORT_REASON_TEXT, REPORT_REASON_WORDS))],
  ['payMethodText', new Map(pairs(PAY_METHOD_TEXT, PAY_METHOD_WORDS))]
])

/**
 * A wallet or shop-card record's title: its key, stored with the row (`title_key`, migration 262) with its values,
 * worded when read. The Chinese is the row's title as written (server/src/i18n/record-titles.ts writes both).
 */
export type RecordTitleKey =
  | 'orderPay'
  | 'orderRefund'
  | 'tipRider'
  | 'tipRiderUnnamed'
  | 'membership'
  | 'shopCardBuy'
  | 'shopCardTier'
  | 'rechargeCard'
  | 'recharge'
  | 'deletionWallet'
  | 'deletionShopCard'

export const RECORD_TITLE_WORDS: Readonly<Record<RecordTitleKey, Words>> = {
  orderPay: ['{merchant}: order payment', '{merchant}: pagamento de encomenda'],
  orderRefund: ['Order refund {orderNo}', 'Reembolso da encomenda {orderNo}'],
  tipRider: ['Tip for rider {name}', 'Gorjeta ao estafeta {name}'],
  tipRiderUnnamed: ['Tip for the rider', 'Gorjeta ao estafeta'],
  membership: ['God Member: {plan}', 'Membro Deus: {plan}'],
  shopCardBuy: ['{merchant}: stored-value card', '{merchant}: cartão de valor'],
  shopCardTier: ['Top up MOP {pay}, get MOP {credit}', 'Carregue MOP {pay}, receba MOP {credit}'],
  rechargeCard: [
    'Wallet top-up by bank card (ending {last4})',
    'Carregamento por cartão bancário (final {last4})'
  ],
  recharge: ['Wallet top-up', 'Carregamento da carteira'],
  deletionWallet: ['Account closed: balance cleared', 'Conta encerrada: saldo a zero'],
  deletionShopCard: ['Account closed: stored-value card cleared', 'Conta encerrada: cartão de valor a zero']
}

/** A membership plan's name (contract/member.ts MEMBER_PLANS), inside a record's title. */
export const MEMBER_PLAN_WORDS: Readonly<Record<MemberPlan, Words>> = {
  month: ['monthly', 'mensal'],
  quarter: ['quarterly', 'trimestral'],
  year: ['yearly', 'anual']
}

export const isRecordTitleKey = (k: unknown): k is RecordTitleKey =>
  typeof k === 'string' && Object.hasOwn(RECORD_TITLE_WORDS, k)

/**
 * A honey (points) ledger row's reason, written in Chinese by the services that move honey: the known ones worded
 * when read (`{1}` the value in it: an order number, a streak, a gift's name); any other as written.
 */
const POINTS_REASON_PATTERNS: ReadonlyArray<readonly [RegExp, Words]> = [
  [/^訂單獎勵（(.+)）$/u, ['Order reward ({1})', 'Recompensa de encomenda ({1})']],
  [
    /^每日簽到（連續第 (\d+) 天）$/u,
    ['Daily check-in (day {1} in a row)', 'Check-in diário ({1}.º dia seguido)']
  ],
  [/^積分商城兌換：(.+)$/u, ['Points mall exchange: {1}', 'Troca na loja de pontos: {1}']],
  [/^兌換(.+)$/u, ['Exchange: {1}', 'Troca: {1}']],
  [/^蜂蜜過期$/u, ['Honey expired', 'Mel expirado']],
  [
    /^兌換超時未付款，蜂蜜退回$/u,
    ['Exchange not paid in time: honey returned', 'Troca não paga a tempo: mel devolvido']
  ],
  [/^兌換取消，蜂蜜退回$/u, ['Exchange cancelled: honey returned', 'Troca cancelada: mel devolvido']]
]

/** A points ledger reason in `locale`; one it does not know, as written. */
export function pointsReason(reason: string, locale: Locale): string {
  if (locale === 'zh-Hant-MO') return reason
  const i = locale === 'en' ? 0 : 1
  for (const [re, w] of POINTS_REASON_PATTERNS) {
    const m = re.exec(reason)
    if (m) return w[i].replace('{1}', m[1] ?? '')
  }
  return reason
}
