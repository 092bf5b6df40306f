import { defineWords } from '@/i18n/define-words'

/** The refund form's words (issue 39): they load with the verticals' refund pages. */
export const refundWords = defineWords({
  'zh-Hant-MO': {
    tooLong: '退款說明最多{n}字',
    sent: '退款申請已提交',
    count: '共{n}件',
    amount: '退款金額',
    toWallet: '退款將退回你的錢包餘額',
    toSource: '退款將原路退回你的支付帳戶',
    reason: '退款原因',
    lines: '退款商品',
    all: '全選',
    left: '可退 {n} 件',
    lineNote: '按所付金額計算（含優惠分攤），全部退款時連同配送費一併退回',
    problem: '有問題的商品',
    detail: '退款說明',
    photos: '上傳憑證（最多{n}張）',
    submit: '提交申請'
  },
  en: {
    tooLong: 'The refund note can be at most {n} characters',
    sent: 'Refund request sent',
    count: 'Items: {n}',
    amount: 'Refund amount',
    toWallet: 'The refund goes back to your wallet',
    toSource: 'The refund goes back to the account you paid with',
    reason: 'Reason for refund',
    lines: 'Items to refund',
    all: 'All',
    left: '{n} refundable',
    lineNote: 'Based on what you paid (discounts shared out); a full refund includes the delivery fee',
    problem: 'Items with a problem',
    detail: 'Refund note',
    photos: 'Photos (up to {n})',
    submit: 'Submit'
  },
  pt: {
    tooLong: 'A nota do reembolso tem no máximo {n} caracteres',
    sent: 'Pedido de reembolso enviado',
    count: 'Artigos: {n}',
    amount: 'Valor do reembolso',
    toWallet: 'O reembolso volta para a sua carteira',
    toSource: 'O reembolso volta para a conta com que pagou',
    reason: 'Motivo do reembolso',
    lines: 'Artigos a reembolsar',
    all: 'Todos',
    left: '{n} reembolsáveis',
    lineNote:
      'Calculado pelo valor pago (com descontos repartidos); um reembolso total inclui a taxa de entrega',
    problem: 'Artigos com problema',
    detail: 'Nota do reembolso',
    photos: 'Fotografias (até {n})',
    submit: 'Enviar pedido'
  }
})
