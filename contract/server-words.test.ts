import { describe, expect, it } from 'vitest'
import { FULFILMENTS, FULFILMENT_TEXT } from './order-kinds'
import {
  feeLabel,
  FIELD_PHRASES,
  noteIn,
  reasonPhrase,
  refundNote,
  stepNote,
  TIMELINE_NOTE_WORDS,
  TIMELINE_NOTE_ZH,
  REFUND_WORDS,
  ORDER_MESSAGE_WORDS,
  STATE_PHRASE_PAIRS,
  STATE_PHRASES,
  statePhrase,
  TIMELINE_WORDS,
  wordIn,
  type Words
} from './server-words'

const CJK = /[\u3400-\u9fff]/u
const marks = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

const every = (): Array<[string, Words]> => [
  ...STATE_PHRASES.entries(),
  ...[...FIELD_PHRASES.values()].flatMap((m) => [...m.entries()]),
  ...Object.entries(REFUND_WORDS),
  ...Object.entries(TIMELINE_WORDS),
  ...Object.entries(TIMELINE_NOTE_WORDS),
  ...Object.entries(ORDER_MESSAGE_WORDS).flatMap(([k, w]): Array<[string, Words]> => [
    [`${k}.title`, w.title],
    [`${k}.body`, w.body]
  ])
]

describe('server words', () => {
  it('every phrase has English and Portuguese, without Chinese, with the same marks', () => {
    for (const [key, [en, pt]] of every()) {
      expect(en.trim(), key).not.toBe('')
      expect(pt.trim(), key).not.toBe('')
      expect(en, key).not.toMatch(CJK)
      expect(pt, key).not.toMatch(CJK)
      expect(marks(pt), key).toEqual(marks(en))
    }
  })

  it('a Chinese state phrase shared by several machines means the same in each', () => {
    // built from a list: a phrase met twice would otherwise silently take the last translation
    for (const [zh, w] of STATE_PHRASE_PAIRS) expect(STATE_PHRASES.get(zh), zh).toEqual(w)
    for (const f of FULFILMENTS) expect(STATE_PHRASES.has(FULFILMENT_TEXT[f]), f).toBe(true)
  })

  it('words a state in each language, Chinese as written, an unknown phrase as it is', () => {
    expect(statePhrase('商家已接單', 'zh-Hant-MO')).toBe('商家已接單')
    expect(statePhrase('商家已接單', 'en')).toBe('Accepted by the shop')
    expect(statePhrase('配送中', 'pt')).toBe('Em entrega')
    expect(statePhrase('不存在', 'en')).toBe('不存在')
    expect(feeLabel('配送費（午市）', 'en')).toBe('Delivery fee (lunch)')
    expect(feeLabel('滿減（滿100減20）', 'pt')).toBe('Gaste MOP 100, poupe MOP 20')
    expect(feeLabel('會員價（省 MOP 3）', 'en')).toBe('Member price (save MOP 3)')
    expect(feeLabel('配送費（週末優惠）', 'en')).toBe('Delivery fee (週末優惠)')
    expect(feeLabel('店慶八折', 'en')).toBe('店慶八折')
    expect(feeLabel('包裝費', 'zh-Hant-MO')).toBe('包裝費')
    expect(wordIn(TIMELINE_WORDS.acceptPrep, 'en', { minutes: 20 })).toBe(
      'The shop accepted the order (ready in about 20 min)'
    )
  })

  it('a timeline note: Chinese byte for byte as the services wrote it, English and Portuguese from its key', () => {
    for (const [k, zh] of Object.entries(TIMELINE_NOTE_ZH))
      expect(marks(zh), k).toEqual(marks(TIMELINE_NOTE_WORDS[k as keyof typeof TIMELINE_NOTE_ZH][0]))
    expect(stepNote('reason', { reason: '商家拒單：太忙' })).toEqual({
      note: '原因：商家拒單：太忙',
      noteKey: 'reason',
      noteValues: { reason: '商家拒單：太忙' }
    })
    expect(noteIn('reason', { reason: '商家拒單：太忙' }, 'en')).toBe(
      'Reason: declined by the shop: too busy'
    )
    expect(noteIn('reason', { reason: '收件人未能出示年滿18歲證明' }, 'pt')).toBe(
      'Motivo: sem prova de que o destinatário tem 18 anos ou mais'
    )
    expect(stepNote('noDeposit').note).toBe('無需訂金，預訂成功')
    expect(stepNote('idChecked').note).toBe('騎手已查看收貨人證件')
    expect(stepNote('autoAccept').note).toBe('商家已開啟自動接單')
    expect(stepNote('pointsExchange', { name: '澳門手信大禮包' }).note).toBe('積分兌換：澳門手信大禮包')
    const lines = [
      { final: 520, estimated: 500 },
      { final: 950, estimated: 1000 }
    ]
    expect(stepNote('weighedLine', lines).note).toBe(
      '實重 520 克（預估 500 克）；實重 950 克（預估 1000 克）'
    )
    expect(noteIn('weighedLine', lines, 'en')).toBe(
      'Weighed 520 g (estimated 500 g); Weighed 950 g (estimated 1000 g)'
    )
    // a reason picked from the list is worded; one typed shows as written
    expect(noteIn('reasonOnly', { reason: '商家缺貨' }, 'pt')).toBe('Loja sem stock')
    expect(noteIn('reasonOnly', { reason: '打錯地址' }, 'en')).toBe('打錯地址')
    expect(noteIn('reasonOnly', { reason: '此商家已結業（平台）' }, 'en')).toBe(
      'This shop has closed down (platform)'
    )
    expect(reasonPhrase('不想要了', 'zh-Hant-MO')).toBe('不想要了')
    expect(reasonPhrase('不想要了', 'en')).toBe('No longer wanted')
  })

  it('a refund’s note the server wrote reads in English and Portuguese; a typed one as written', () => {
    expect(refundNote('取消訂單，自動退款', 'en')).toBe('Order cancelled: refunded automatically')
    expect(refundNote('取消訂座，訂金退回', 'pt')).toBe('Reserva cancelada: sinal devolvido')
    expect(refundNote('退票（2 張），座位已釋放', 'en')).toBe('2 ticket(s) returned, seats released')
    expect(refundNote('未使用券碼退款（3 張）', 'pt')).toBe('3 código(s) por usar reembolsado(s)')
    expect(refundNote('券碼過期未使用，自動退款', 'zh-Hant-MO')).toBe('券碼過期未使用，自動退款')
    expect(refundNote('商家同意，已退款', 'en')).toBe('商家同意，已退款')
  })
})
