import { defineWords } from '@/i18n/define-words'

/** A refund's lines and the dispute under it (issue 39): both show on the refund-progress page. */
export const refundLinesWords = defineWords({
  'zh-Hant-MO': {
    lines: '退款商品',
    partial: '部分退款 {amount}',
    'decision.pending': '待處理',
    'decision.approved': '同意退款',
    'decision.rejected': '拒絕退款',
    disputeReason: '請填寫申請平台介入的原因',
    disputed: '已申請平台介入',
    disputeLead: '不同意商家的決定？可申請平台介入，由平台客服判定（每個退款申請限一次）。',
    dispute: '申請平台介入',
    disputeHint: '請說明你不同意商家決定的原因',
    disputeLabel: '申請平台介入的原因',
    disputeSubmit: '提交介入申請'
  },
  en: {
    lines: 'Items to refund',
    partial: 'Partly refunded {amount}',
    'decision.pending': 'Pending',
    'decision.approved': 'Approved',
    'decision.rejected': 'Rejected',
    disputeReason: 'Please say why you ask Lotus to step in',
    disputed: 'Lotus has been asked to step in',
    disputeLead:
      'Disagree with the shop? Ask Lotus to step in and our customer service will decide (once per refund request).',
    dispute: 'Ask Lotus to step in',
    disputeHint: 'Say why you disagree with the shop’s decision',
    disputeLabel: 'Why you ask Lotus to step in',
    disputeSubmit: 'Send request'
  },
  pt: {
    lines: 'Artigos a reembolsar',
    partial: 'Reembolso parcial {amount}',
    'decision.pending': 'Pendente',
    'decision.approved': 'Aprovado',
    'decision.rejected': 'Recusado',
    disputeReason: 'Indique porque pede a intervenção da Lotus',
    disputed: 'Pedida a intervenção da Lotus',
    disputeLead:
      'Não concorda com a loja? Peça a intervenção da Lotus e o apoio ao cliente decide (uma vez por pedido de reembolso).',
    dispute: 'Pedir intervenção da Lotus',
    disputeHint: 'Explique porque não concorda com a decisão da loja',
    disputeLabel: 'Motivo do pedido de intervenção',
    disputeSubmit: 'Enviar pedido'
  }
})
