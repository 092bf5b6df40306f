import { defineWords } from '@/i18n/define-words'

/**
 * The services' loading texts (Taro.showLoading while a call runs) that only pages' code calls: they load with those
 * pages, not with h5's first load. The few that start-up services say (user, address) are in the core catalogue
 * (`loading.` block of src/i18n). Chinese as the spec wrote them; English and Portuguese short, with an ellipsis.
 */
export const serviceWords = defineWords({
  'zh-Hant-MO': {
    pay: '支付中',
    process: '處理中',
    redeem: '兌換中',
    unbind: '解除中',
    cancel: '取消中',
    cancelling: '正在取消',
    verify: '驗證中',
    claim: '領取中',
    load: '載入中',
    checkIn: '簽到中',
    confirm: '確認中',
    prepare: '準備中',
    start: '正在發起',
    add: '正在添加',
    posting: '正在提交',
    join: '正在加入',
    deleting: '正在刪除',
    tip: '打賞中',
    export: '導出中',
    help: '助力中',
    toPay: '前往支付',
    order: '正在下單',
    lockSeat: '正在鎖座',
    book: '正在預訂',
    refund: '正在退款'
  },
  en: {
    pay: 'Paying…',
    process: 'Processing…',
    redeem: 'Redeeming…',
    unbind: 'Unlinking…',
    cancel: 'Cancelling…',
    cancelling: 'Cancelling…',
    verify: 'Verifying…',
    claim: 'Claiming…',
    load: 'Loading…',
    checkIn: 'Checking in…',
    confirm: 'Confirming…',
    prepare: 'Preparing…',
    start: 'Starting…',
    add: 'Adding…',
    posting: 'Submitting…',
    join: 'Joining…',
    deleting: 'Deleting…',
    tip: 'Sending tip…',
    export: 'Exporting…',
    help: 'Helping…',
    toPay: 'Going to pay…',
    order: 'Placing order…',
    lockSeat: 'Holding seats…',
    book: 'Booking…',
    refund: 'Refunding…'
  },
  pt: {
    pay: 'A pagar…',
    process: 'A processar…',
    redeem: 'A trocar…',
    unbind: 'A desassociar…',
    cancel: 'A cancelar…',
    cancelling: 'A cancelar…',
    verify: 'A verificar…',
    claim: 'A receber…',
    load: 'A carregar…',
    checkIn: 'A registar…',
    confirm: 'A confirmar…',
    prepare: 'A preparar…',
    start: 'A iniciar…',
    add: 'A adicionar…',
    posting: 'A enviar…',
    join: 'A entrar…',
    deleting: 'A eliminar…',
    tip: 'A dar gorjeta…',
    export: 'A exportar…',
    help: 'A ajudar…',
    toPay: 'A ir pagar…',
    order: 'A encomendar…',
    lockSeat: 'A reservar lugares…',
    book: 'A reservar…',
    refund: 'A reembolsar…'
  }
})

/** a loading text in the language in force when the call starts */
export const loadingWord = serviceWords.word
