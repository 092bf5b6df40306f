import type { ErrorCode } from './error-codes'
import type { Locale } from './locale'

/**
 * Each error code's message in English and Portuguese (Macau, European spelling), for a request in those
 * languages. The server writes its messages in Traditional Chinese where it fails (they name the field or the
 * rule); one of another language gets the translation of that exact message when the server has one
 * (server/src/i18n/error-phrases.ts), else this, the code's own meaning. Typed over every code: a new code
 * without its two messages does not compile.
 */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, readonly [en: string, pt: string]>> = {
  '0000': ['OK', 'OK'],
  '401': ['Please log in first', 'Inicie sessão primeiro'],
  MERCHANT_UNAUTHORIZED: ['Invalid merchant key', 'Chave de comerciante inválida'],
  VALIDATION: ['Invalid request', 'Pedido inválido'],
  SIGN_MISSING: ['Request signature missing', 'Falta a assinatura do pedido'],
  SIGN_INVALID: ['Request signature invalid', 'Assinatura do pedido inválida'],
  SIGN_EXPIRED: [
    'Request expired: check the phone’s clock',
    'Pedido expirado: verifique a hora do telemóvel'
  ],
  SIGN_REPLAY: ['Request already sent', 'Pedido já enviado'],
  SMS_TOO_FREQUENT: [
    'Codes are sent once a minute: please wait',
    'Os códigos são enviados uma vez por minuto: aguarde'
  ],
  SMS_DAILY_LIMIT: ['Too many codes today: try again tomorrow', 'Demasiados códigos hoje: tente amanhã'],
  SMS_CODE_INVALID: ['Wrong or expired code', 'Código errado ou expirado'],
  SMS_NOT_CONFIGURED: ['Text messages are not available', 'As mensagens SMS não estão disponíveis'],
  CAPTCHA_REQUIRED: ['Please complete the check first', 'Conclua primeiro a verificação'],
  CAPTCHA_INVALID: ['The check failed: please try again', 'A verificação falhou: tente novamente'],
  CAPTCHA_NOT_CONFIGURED: ['The check is not available', 'A verificação não está disponível'],
  USER_SIGN_INVALID: ['Profile signature invalid', 'Assinatura do perfil inválida'],
  PROMO_CODE_INVALID: ['Invalid promotion code', 'Código promocional inválido'],
  PROMO_CODE_BOUND: ['A promotion code is already linked', 'Já tem um código promocional associado'],
  WX_CODE_INVALID: [
    'WeChat login failed: please try again',
    'O início de sessão WeChat falhou: tente novamente'
  ],
  WX_NOT_CONFIGURED: ['WeChat login is not available', 'O início de sessão WeChat não está disponível'],
  NOT_FOUND: ['Not found', 'Não encontrado'],
  FILE_TOO_LARGE: ['The file may not exceed 2 MB', 'O ficheiro não pode exceder 2 MB'],
  RATE_LIMITED: ['Too many requests: please wait a moment', 'Demasiados pedidos: aguarde um momento'],
  OUT_OF_STOCK: ['Out of stock', 'Esgotado'],
  LIMIT_EXCEEDED: ['Over the purchase limit', 'Acima do limite de compra'],
  QTY_TOO_LARGE: ['Quantity too large', 'Quantidade demasiado grande'],
  GOODS_UNAVAILABLE: ['This item is no longer available', 'Este artigo já não está disponível'],
  MERCHANT_CLOSED: ['The shop is closed now', 'A loja está fechada agora'],
  OUT_OF_RANGE: ['Outside the delivery area', 'Fora da zona de entrega'],
  BELOW_MIN_ORDER: ['Below the minimum order', 'Abaixo da encomenda mínima'],
  COUPON_INVALID: ['This coupon cannot be used', 'Este cupão não pode ser usado'],
  ADDRESS_REQUIRED: ['Please choose a delivery address', 'Escolha um endereço de entrega'],
  ORDER_STATE: ['The order can no longer do this', 'A encomenda já não permite esta ação'],
  PAY_PASSWORD_NOT_SET: [
    'Please set a payment password first',
    'Defina primeiro uma palavra-passe de pagamento'
  ],
  PAY_PASSWORD_WRONG: ['Wrong payment password', 'Palavra-passe de pagamento errada'],
  PAY_LOCKED: ['Payments are locked for a while', 'Os pagamentos estão bloqueados por algum tempo'],
  INSUFFICIENT_BALANCE: ['Not enough balance', 'Saldo insuficiente'],
  PAYMENT_FAILED: ['Payment failed', 'O pagamento falhou'],
  ALREADY_PAID: ['Already paid', 'Já pago'],
  REFUND_STATE: ['The refund can no longer do this', 'O reembolso já não permite esta ação'],
  ALREADY_EVALUATED: ['Already reviewed', 'Já avaliado'],
  GATEWAY_SIGN_INVALID: ['Payment notice signature invalid', 'Assinatura do aviso de pagamento inválida'],
  IDEMPOTENCY_CONFLICT: [
    'This request was already sent with other content',
    'Este pedido já foi enviado com outro conteúdo'
  ],
  SPELL_NOT_OPEN: ['The group order is not open', 'A encomenda de grupo não está aberta'],
  SPELL_LOCKED: ['The group order is locked', 'A encomenda de grupo está bloqueada'],
  SPELL_NOT_LOCKED: ['The group order is not locked yet', 'A encomenda de grupo ainda não está bloqueada'],
  SPELL_HOST_ONLY: ['Only the host can do this', 'Só o anfitrião pode fazer isto'],
  SPELL_FULL: ['The group order is full', 'A encomenda de grupo está cheia'],
  SPELL_REMOVED: ['You were removed from the group order', 'Foi removido da encomenda de grupo'],
  SPELL_EMPTY: ['The group order is empty', 'A encomenda de grupo está vazia'],
  PRICE_CHANGED: ['The price has changed: please check again', 'O preço mudou: verifique novamente'],
  MERCHANT_NO_SPELL: ['This shop has no group orders', 'Esta loja não tem encomendas de grupo'],
  SHARE_CODE_INVALID: ['Invalid share code', 'Código de partilha inválido'],
  IDENTITY_IN_USE: ['This ID is already in use', 'Este documento já está em uso'],
  IDENTITY_STATE: [
    'The ID check can no longer do this',
    'A verificação do documento já não permite esta ação'
  ],
  PHONE_IN_USE: ['This phone number is already in use', 'Este número de telefone já está em uso'],
  DELETION_BLOCKED: ['The account cannot be closed yet', 'A conta ainda não pode ser encerrada'],
  QR_INVALID: ['Invalid QR code', 'Código QR inválido'],
  POINTS_INSUFFICIENT: ['Not enough honey', 'Mel insuficiente'],
  SLOT_FULL: ['This time is fully booked', 'Este horário está esgotado'],
  SLOT_CLOSED: ['This time can no longer be booked', 'Este horário já não pode ser reservado'],
  DELIVERY_TIME_CLOSED: ['The shop is closed at that time', 'A loja está fechada a essa hora'],
  COUPON_SOLD_OUT: ['The coupons are all gone', 'Os cupões esgotaram'],
  COUPON_NOT_STARTED: ['The coupon has not started yet', 'O cupão ainda não começou'],
  GIFT_SOLD_OUT: ['The gifts are all gone', 'As ofertas esgotaram'],
  AGE_RESTRICTED: ['Only for ages 18 and over', 'Apenas para maiores de 18 anos'],
  HELP_COUPON_SELF: ['You cannot help yourself', 'Não pode ajudar-se a si próprio'],
  HELP_COUPON_CLOSED: ['This help request has ended', 'Este pedido de ajuda terminou'],
  CARD_INVALID: ['Invalid card', 'Cartão inválido'],
  CARD_LIMIT: ['Card limit reached', 'Limite de cartões atingido'],
  ALREADY_TIPPED: ['Already tipped', 'Gorjeta já dada'],
  SHOP_CARD_INSUFFICIENT: ['Not enough on the shop card', 'Saldo insuficiente no cartão da loja'],
  APPLICATION_OPEN: ['An application is already in review', 'Já existe uma candidatura em análise'],
  STAFF_UNAUTHORIZED: ['Please log in to the console', 'Inicie sessão na consola'],
  STAFF_LOGIN_FAILED: ['Wrong account or password', 'Conta ou palavra-passe errada'],
  STAFF_LOCKED: ['The account is locked for a while', 'A conta está bloqueada por algum tempo'],
  STAFF_TOTP_REQUIRED: ['Enter the verification code', 'Introduza o código de verificação'],
  STAFF_TOTP_INVALID: ['Wrong verification code', 'Código de verificação errado'],
  STAFF_FORBIDDEN: ['Your role may not do this', 'A sua função não permite esta ação'],
  CSRF_INVALID: ['Please reload the page', 'Recarregue a página'],
  STALE_VERSION: [
    'Changed by someone else: reload, nothing was saved',
    'Alterado por outra pessoa: recarregue, nada foi guardado'
  ],
  COUPON_CODE_INVALID: ['Unknown or used code', 'Código desconhecido ou já utilizado'],
  STAFF_PASSWORD_CHANGE_REQUIRED: [
    'Please change your password first',
    'Altere primeiro a sua palavra-passe'
  ],
  SHOP_SUSPENDED: ['This shop is suspended', 'Este estabelecimento está suspenso'],
  SHOP_CLOSED_DOWN: ['This shop has closed down', 'Este estabelecimento encerrou'],
  APPLICATION_STATE: ['This application was already decided', 'Este pedido já foi decidido'],
  SHOP_STANDING: [
    'Not possible while the shop is in this state',
    'Não é possível no estado atual do estabelecimento'
  ],
  RIDER_SUSPENDED: ['Your rider account is suspended', 'A sua conta de estafeta está suspensa'],
  ORDER_TAKEN: ['Another rider took this delivery', 'Outro estafeta aceitou esta entrega'],
  REPORT_OPEN: ['This review is already reported', 'Esta avaliação já foi denunciada'],
  REPORT_STATE: ['The report was already decided', 'A denúncia já foi decidida'],
  FEEDBACK_STATE: ['The feedback has moved on', 'O comentário já avançou'],
  INTERNAL: ['System busy, please try again later', 'Sistema ocupado, tente mais tarde']
}

/** The code's own message in a language other than Chinese (Chinese messages are the server's own). */
export function errorMessage(code: ErrorCode | string, locale: Exclude<Locale, 'zh-Hant-MO'>): string {
  // a code this build does not know (a newer server's) reads as the generic failure
  const [en, pt] =
    (ERROR_MESSAGES as Record<string, readonly [string, string]>)[code] ?? ERROR_MESSAGES.INTERNAL
  return locale === 'en' ? en : pt
}
