import { ORDER_REASON_WORDS, type OrderReason } from '@lotus/contract/order-reasons'
import type { Phrase } from '@lotus/contract/locale'
import { defineWords } from '@/i18n/define-words'

/**
 * The stores' words that only pages' code says (checkout, refund, evaluation, address form, wallet): they load with
 * those pages, not with h5's first load. `{n}` a number the rule keeps (spec §9), `{name}` a dish.
 */
export const storeWords = defineWords({
  'zh-Hant-MO': {
    'address.sir': '先生',
    'address.madam': '女士',
    'address.noName': '請填寫聯繫人',
    'address.nameMax': '聯繫人最多{n}個字',
    'address.noPlace': '請選擇收貨地址',
    'address.noDoor': '請填寫門牌號',
    'address.doorMax': '門牌號最多{n}個字',
    'tableware.none': '無需餐具',
    'tableware.n': '{n}份',
    'tableware.many': '{n}份以上',
    'refund.noReason': '請選擇退款原因',
    'refund.noDetail': '請填寫退款說明',
    'refund.detailMax': '退款說明最多{n}字',
    photosMax: '最多上傳{n}張圖片',
    'eval.noStar': '請為商家評分',
    'eval.noTaste': '請為口味評分',
    'eval.noPack': '請為包裝評分',
    'eval.max': '評價最多{n}字',
    star1: '非常差',
    star2: '差',
    star3: '一般',
    star4: '滿意',
    star5: '非常滿意',
    'reorder.up': '{name} 漲價：{before} → {after}',
    'reorder.down': '{name} 降價：{before} → {after}',
    'reorder.removed': '{name} 已下架，未加入購物車',
    'reorder.soldOut': '{name} 已售罄，未加入購物車',
    'reorder.option': '{name} 規格已變更',
    'reorder.changed': '{name} 有變更',
    'pay.digits': '請輸入{n}位數字密碼',
    'pay.simple': '密碼過於簡單，請重新設定',
    'pay.mismatch': '兩次輸入的密碼不一致',
    'pay.retry': '支付失敗，請重試',
    'pay.wrong': '支付密碼錯誤',
    'pay.lockedUntil': '支付密碼已鎖定至 {time}',
    'pay.locked': '支付密碼已鎖定',
    'pay.balance': '餘額不足',
    'pay.state': '訂單狀態已變更',
    'pay.paid': '訂單已支付',
    'pay.failed': '支付失敗'
  },
  en: {
    'address.sir': 'Mr',
    'address.madam': 'Ms',
    'address.noName': 'Please enter a contact name',
    'address.nameMax': 'Contact name: {n} characters at most',
    'address.noPlace': 'Please choose a delivery address',
    'address.noDoor': 'Please enter the flat or door number',
    'address.doorMax': 'Flat or door number: {n} characters at most',
    'tableware.none': 'No cutlery',
    'tableware.n': 'Cutlery for {n}',
    'tableware.many': 'Cutlery for {n}+',
    'refund.noReason': 'Please choose a reason for the refund',
    'refund.noDetail': 'Please describe the problem',
    'refund.detailMax': 'Description: {n} characters at most',
    photosMax: 'Up to {n} photos',
    'eval.noStar': 'Please rate the shop',
    'eval.noTaste': 'Please rate the taste',
    'eval.noPack': 'Please rate the packaging',
    'eval.max': 'Review: {n} characters at most',
    star1: 'Very poor',
    star2: 'Poor',
    star3: 'Fair',
    star4: 'Good',
    star5: 'Excellent',
    'reorder.up': '{name} costs more: {before} → {after}',
    'reorder.down': '{name} costs less: {before} → {after}',
    'reorder.removed': '{name} is no longer sold: not added to the cart',
    'reorder.soldOut': '{name} is sold out: not added to the cart',
    'reorder.option': '{name}: its options have changed',
    'reorder.changed': '{name} has changed',
    'pay.digits': 'Please enter a {n}-digit password',
    'pay.simple': 'This password is too simple: please choose another',
    'pay.mismatch': 'The two passwords do not match',
    'pay.retry': 'Payment failed, please try again',
    'pay.wrong': 'Wrong payment password',
    'pay.lockedUntil': 'Payment password locked until {time}',
    'pay.locked': 'Payment password locked',
    'pay.balance': 'Not enough balance',
    'pay.state': 'The order’s status has changed',
    'pay.paid': 'The order is already paid',
    'pay.failed': 'Payment failed'
  },
  pt: {
    'address.sir': 'Sr.',
    'address.madam': 'Sra.',
    'address.noName': 'Indique o nome do contacto',
    'address.nameMax': 'Nome do contacto: no máximo {n} caracteres',
    'address.noPlace': 'Escolha a morada de entrega',
    'address.noDoor': 'Indique o andar e a porta',
    'address.doorMax': 'Andar e porta: no máximo {n} caracteres',
    'tableware.none': 'Sem talheres',
    'tableware.n': 'Talheres para {n}',
    'tableware.many': 'Talheres para {n}+',
    'refund.noReason': 'Escolha o motivo do reembolso',
    'refund.noDetail': 'Descreva o problema',
    'refund.detailMax': 'Descrição: no máximo {n} caracteres',
    photosMax: 'No máximo {n} fotografias',
    'eval.noStar': 'Avalie a loja',
    'eval.noTaste': 'Avalie o sabor',
    'eval.noPack': 'Avalie a embalagem',
    'eval.max': 'Avaliação: no máximo {n} caracteres',
    star1: 'Muito mau',
    star2: 'Mau',
    star3: 'Razoável',
    star4: 'Bom',
    star5: 'Excelente',
    'reorder.up': '{name} está mais caro: {before} → {after}',
    'reorder.down': '{name} está mais barato: {before} → {after}',
    'reorder.removed': '{name} já não está à venda: não foi adicionado ao carrinho',
    'reorder.soldOut': '{name} está esgotado: não foi adicionado ao carrinho',
    'reorder.option': '{name}: as opções mudaram',
    'reorder.changed': '{name} mudou',
    'pay.digits': 'Introduza uma palavra-passe de {n} dígitos',
    'pay.simple': 'Palavra-passe demasiado simples: escolha outra',
    'pay.mismatch': 'As duas palavras-passe não coincidem',
    'pay.retry': 'O pagamento falhou, tente de novo',
    'pay.wrong': 'Palavra-passe de pagamento errada',
    'pay.lockedUntil': 'Palavra-passe de pagamento bloqueada até {time}',
    'pay.locked': 'Palavra-passe de pagamento bloqueada',
    'pay.balance': 'Saldo insuficiente',
    'pay.state': 'O estado da encomenda mudou',
    'pay.paid': 'A encomenda já está paga',
    'pay.failed': 'O pagamento falhou'
  }
})

/** The order reasons' labels in one language, from the contract's list (null: the reason as written). */
const reasonLabels = (pick: (p: Phrase) => string | null) =>
  Object.fromEntries(
    (Object.keys(ORDER_REASON_WORDS) as OrderReason[]).map((r) => [r, pick(ORDER_REASON_WORDS[r]) ?? r])
  ) as Record<OrderReason, string>

/**
 * Labels of the values the server stores as written, in Chinese (refund and cancel reasons, address tags, remark
 * quick tags): the value is sent unchanged, the reader sees its label. Keyed by the value itself, so a value the app
 * does not know (a newer server's) shows as it is.
 */
export const valueWords = defineWords({
  'zh-Hant-MO': {
    ...reasonLabels(() => null),
    家: '家',
    公司: '公司',
    學校: '學校',
    其他: '其他',
    少辣: '少辣',
    不要辣: '不要辣',
    不要蔥: '不要蔥',
    不要芫荽: '不要芫荽',
    多放醋: '多放醋',
    少鹽: '少鹽',
    少冰: '少冰',
    去冰: '去冰',
    餐具放門口: '餐具放門口'
  },
  en: {
    ...reasonLabels(([en]) => en),
    家: 'Home',
    公司: 'Work',
    學校: 'School',
    其他: 'Other',
    少辣: 'Less spicy',
    不要辣: 'Not spicy',
    不要蔥: 'No spring onion',
    不要芫荽: 'No coriander',
    多放醋: 'Extra vinegar',
    少鹽: 'Less salt',
    少冰: 'Less ice',
    去冰: 'No ice',
    餐具放門口: 'Leave at the door'
  },
  pt: {
    ...reasonLabels(([, pt]) => pt),
    家: 'Casa',
    公司: 'Trabalho',
    學校: 'Escola',
    其他: 'Outro',
    少辣: 'Menos picante',
    不要辣: 'Sem picante',
    不要蔥: 'Sem cebolinho',
    不要芫荽: 'Sem coentros',
    多放醋: 'Mais vinagre',
    少鹽: 'Menos sal',
    少冰: 'Menos gelo',
    去冰: 'Sem gelo',
    餐具放門口: 'Deixar à porta'
  }
})

type Value = Parameters<typeof valueWords.word>[0]

/** A stored value's label in the language in force (a value the app does not know: as it is). */
export const valueLabel = (value: string): string => valueWords.word(value as Value)
