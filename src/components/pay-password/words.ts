import { defineWords } from '@/i18n/define-words'

/** The pay password's and the wallet pay sheet's words (issue 39). */
export const payWords = defineWords({
  'zh-Hant-MO': {
    typed: '已輸入{n}位',
    keypad: '數字鍵盤',
    delete: '刪除',
    noPassword: '尚未設定支付密碼',
    noPasswordAsk: '使用錢包支付前，請先設定6位數字支付密碼',
    set: '去設定',
    failed: '支付失敗，請重試',
    enter: '請輸入支付密碼'
  },
  en: {
    typed: '{n} digits entered',
    keypad: 'Number keypad',
    delete: 'Delete',
    noPassword: 'No payment password yet',
    noPasswordAsk: 'Set a 6-digit payment password before paying from your wallet',
    set: 'Set it',
    failed: 'Payment failed, please try again',
    enter: 'Enter your payment password'
  },
  pt: {
    typed: '{n} dígitos inseridos',
    keypad: 'Teclado numérico',
    delete: 'Apagar',
    noPassword: 'Ainda sem palavra-passe de pagamento',
    noPasswordAsk: 'Defina uma palavra-passe de pagamento de 6 dígitos antes de pagar com a carteira',
    set: 'Definir',
    failed: 'O pagamento falhou, tente de novo',
    enter: 'Introduza a palavra-passe de pagamento'
  }
})
