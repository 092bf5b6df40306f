import { defineWords } from '@/i18n/define-words'

/**
 * The login agreement's words and its two documents (用戶協議, 隱私政策) in three languages (issue 39): they load
 * with the pages that ask for the agreement, never in h5's first load. English and Portuguese say what the Chinese
 * says, no more and no less. Each document: `<doc>.title`, then `<doc>.<n>.heading` / `<doc>.<n>.body`.
 */
export const agreementWords = defineWords({
  'zh-Hant-MO': {
    required: '請先閱讀並同意用戶協議',
    label: '同意用戶協議',
    read: '我已閱讀並同意',
    terms: '《用戶協議》',
    and: '和',
    privacy: '《隱私政策》',

    'terms.title': '用戶協議',
    'terms.1.heading': '一、服務內容',
    'terms.1.body':
      'Lotus 為澳門用戶提供外賣、超市、團購、拼單、商店及積分商城等本地生活服務。商品及服務由各商戶提供，Lotus 負責平台、訂單及支付。',
    'terms.2.heading': '二、帳戶',
    'terms.2.body':
      '你以澳門、香港或內地手機號碼登入，須確保資料真實，並妥善保管手機及支付密碼。帳戶只限本人使用，不得轉讓或借予他人。',
    'terms.3.heading': '三、訂單與付款',
    'terms.3.body':
      '確認訂單頁顯示的金額，即為收銀台收取及訂單詳情所列的金額。訂單須於支付時限內付款，逾時自動取消。按重量計價的商品按實重結算，差額退回原支付方式。',
    'terms.4.heading': '四、取消與退款',
    'terms.4.body':
      '商家接單前可自行取消訂單，款項原路退回。商家接單後如需退款，可於訂單詳情申請，由商家或客服處理。',
    'terms.5.heading': '五、優惠與積分',
    'terms.5.body':
      '優惠券、紅包及蜂蜜積分須按各自使用條件及有效期使用，不可兌換現金。以不正當方式取得的優惠，Lotus 有權取消。',
    'terms.6.heading': '六、酒類',
    'terms.6.body': '購買酒類須年滿 18 歲，送達時騎手會核實收貨人年齡。',
    'terms.7.heading': '七、聯絡我們',
    'terms.7.body': '如對本協議有任何疑問，請透過「我的」→「幫助與客服」聯絡我們。',

    'privacy.title': '隱私政策',
    'privacy.1.heading': '一、我們收集的資料',
    'privacy.1.body':
      '手機號碼（登入及聯絡）、收貨地址及聯絡人、訂單及付款記錄，以及你授權時的位置（顯示附近商家及計算配送費）。',
    'privacy.2.heading': '二、用途',
    'privacy.2.body':
      '資料只用於提供及改善服務：處理訂單、配送、付款、退款、客服及保障帳戶安全。個人化推薦可於「我的」→「設定」→「隱私管理」關閉。',
    'privacy.3.heading': '三、與他人分享',
    'privacy.3.body': '只向完成你訂單所需的商戶、騎手及支付機構提供必要資料，不會出售你的個人資料。',
    'privacy.4.heading': '四、保存與刪除',
    'privacy.4.body':
      '資料於提供服務期間保存，並按澳門《個人資料保護法》處理。你可查閱或更正個人資料，亦可於「設定」申請註銷帳戶。',
    'privacy.5.heading': '五、聯絡我們',
    'privacy.5.body': '如對個人資料的處理有任何疑問，請透過「我的」→「幫助與客服」聯絡我們。'
  },
  en: {
    required: 'Please read and accept the user agreement first',
    label: 'Accept the user agreement',
    // no-break spaces: the agreement's words are items of a flex row, which drops a plain space at their edges
    read: 'I have read and accept the\u00a0',
    terms: 'User Agreement',
    and: '\u00a0and the\u00a0',
    privacy: 'Privacy Policy',

    'terms.title': 'User Agreement',
    'terms.1.heading': '1. Our services',
    'terms.1.body':
      'Lotus offers users in Macau local services such as takeaway, supermarket, group deals, group orders, shops and a points mall. Goods and services are provided by each merchant; Lotus runs the platform, the orders and the payments.',
    'terms.2.heading': '2. Your account',
    'terms.2.body':
      'You log in with a Macau, Hong Kong or mainland China mobile number. You must make sure your details are true and keep your phone and payment password safe. An account is for your own use only and may not be transferred or lent to anyone else.',
    'terms.3.heading': '3. Orders and payment',
    'terms.3.body':
      'The amount shown on the order confirmation page is the amount the checkout charges and the order details list. An order must be paid within the payment time limit, or it is cancelled automatically. Goods priced by weight are charged by their actual weight, and any difference is refunded to the original payment method.',
    'terms.4.heading': '4. Cancellations and refunds',
    'terms.4.body':
      'You may cancel an order yourself before the merchant accepts it, and the money goes back the way you paid. After the merchant has accepted it, you may ask for a refund in the order details; the merchant or customer service will handle it.',
    'terms.5.heading': '5. Offers and points',
    'terms.5.body':
      'Coupons, red packets and Honey points must be used under their own conditions and within their validity, and cannot be exchanged for cash. Lotus may cancel offers obtained by improper means.',
    'terms.6.heading': '6. Alcohol',
    'terms.6.body':
      'You must be 18 or over to buy alcohol. On delivery, the rider will check the age of the person receiving it.',
    'terms.7.heading': '7. Contact us',
    'terms.7.body':
      'If you have any questions about this agreement, contact us via Me → Help and customer service.',

    'privacy.title': 'Privacy Policy',
    'privacy.1.heading': '1. What we collect',
    'privacy.1.body':
      'Your mobile number (to log in and contact you), delivery addresses and contacts, order and payment records, and your location when you allow it (to show nearby shops and work out delivery fees).',
    'privacy.2.heading': '2. How we use it',
    'privacy.2.body':
      'Your data is used only to provide and improve our services: handling orders, delivery, payments, refunds, customer service and keeping your account safe. Personalised recommendations can be turned off in Me → Settings → Privacy.',
    'privacy.3.heading': '3. Sharing with others',
    'privacy.3.body':
      'We give only the necessary data to the merchants, riders and payment institutions needed to complete your order. We never sell your personal data.',
    'privacy.4.heading': '4. Keeping and deleting',
    'privacy.4.body':
      "Your data is kept while we provide the service and is handled under Macau's Personal Data Protection Act. You may view or correct your personal data, and you may ask to close your account in Settings.",
    'privacy.5.heading': '5. Contact us',
    'privacy.5.body':
      'If you have any questions about how your personal data is handled, contact us via Me → Help and customer service.'
  },
  pt: {
    required: 'Leia e aceite primeiro o acordo de utilizador',
    label: 'Aceitar o acordo de utilizador',
    read: 'Li e aceito o\u00a0',
    terms: 'Acordo de Utilizador',
    and: '\u00a0e a\u00a0',
    privacy: 'Política de Privacidade',

    'terms.title': 'Acordo de Utilizador',
    'terms.1.heading': '1. Os nossos serviços',
    'terms.1.body':
      'A Lotus oferece aos utilizadores de Macau serviços locais como take-away, supermercado, ofertas de grupo, encomendas conjuntas, lojas e uma loja de pontos. Os produtos e serviços são prestados por cada comerciante; a Lotus é responsável pela plataforma, pelas encomendas e pelos pagamentos.',
    'terms.2.heading': '2. A sua conta',
    'terms.2.body':
      'Inicia sessão com um número de telemóvel de Macau, de Hong Kong ou do Interior da China. Deve garantir que os seus dados são verdadeiros e guardar bem o telemóvel e a palavra-passe de pagamento. A conta é apenas para uso próprio e não pode ser transferida nem emprestada a outras pessoas.',
    'terms.3.heading': '3. Encomendas e pagamento',
    'terms.3.body':
      'O valor mostrado na página de confirmação da encomenda é o valor cobrado na caixa e indicado nos detalhes da encomenda. A encomenda deve ser paga dentro do prazo de pagamento; caso contrário, é cancelada automaticamente. Os produtos vendidos ao peso são cobrados pelo peso real e a diferença é devolvida ao meio de pagamento original.',
    'terms.4.heading': '4. Cancelamentos e reembolsos',
    'terms.4.body':
      'Pode cancelar a encomenda antes de o comerciante a aceitar, e o dinheiro é devolvido pelo mesmo meio. Depois de o comerciante a aceitar, pode pedir um reembolso nos detalhes da encomenda, que será tratado pelo comerciante ou pelo apoio ao cliente.',
    'terms.5.heading': '5. Ofertas e pontos',
    'terms.5.body':
      'Os cupões, envelopes vermelhos e pontos Mel devem ser usados segundo as respetivas condições e dentro da validade, e não podem ser trocados por dinheiro. A Lotus pode cancelar ofertas obtidas de forma indevida.',
    'terms.6.heading': '6. Bebidas alcoólicas',
    'terms.6.body':
      'Para comprar bebidas alcoólicas tem de ter 18 anos ou mais. Na entrega, o estafeta verifica a idade de quem recebe a encomenda.',
    'terms.7.heading': '7. Contacte-nos',
    'terms.7.body':
      'Se tiver alguma dúvida sobre este acordo, contacte-nos em Eu → Ajuda e apoio ao cliente.',

    'privacy.title': 'Política de Privacidade',
    'privacy.1.heading': '1. Dados que recolhemos',
    'privacy.1.body':
      'Número de telemóvel (para iniciar sessão e contacto), moradas de entrega e contactos, registos de encomendas e pagamentos e, quando autoriza, a sua localização (para mostrar lojas próximas e calcular a taxa de entrega).',
    'privacy.2.heading': '2. Finalidade',
    'privacy.2.body':
      'Os dados são usados apenas para prestar e melhorar os serviços: tratar encomendas, entregas, pagamentos, reembolsos, apoio ao cliente e proteger a sua conta. As recomendações personalizadas podem ser desligadas em Eu → Definições → Privacidade.',
    'privacy.3.heading': '3. Partilha com terceiros',
    'privacy.3.body':
      'Só fornecemos os dados necessários aos comerciantes, estafetas e instituições de pagamento precisos para concluir a sua encomenda. Nunca vendemos os seus dados pessoais.',
    'privacy.4.heading': '4. Conservação e eliminação',
    'privacy.4.body':
      'Os dados são conservados enquanto prestamos o serviço e tratados nos termos da Lei da Proteção de Dados Pessoais de Macau. Pode consultar ou corrigir os seus dados pessoais e pedir o cancelamento da conta em Definições.',
    'privacy.5.heading': '5. Contacte-nos',
    'privacy.5.body':
      'Se tiver alguma dúvida sobre o tratamento dos seus dados pessoais, contacte-nos em Eu → Ajuda e apoio ao cliente.'
  }
})
