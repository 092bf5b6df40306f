/** The 用戶協議 and 隱私政策 a customer agrees to before logging in (issue 35 §15: the links did nothing). */
export interface AgreementDoc {
  title: string
  sections: ReadonlyArray<{ heading: string; body: string }>
}

export const TERMS: AgreementDoc = {
  title: '用戶協議',
  sections: [
    {
      heading: '一、服務內容',
      body: 'Lotus 為澳門用戶提供外賣、超市、團購、拼單、商店及積分商城等本地生活服務。商品及服務由各商戶提供，Lotus 負責平台、訂單及支付。'
    },
    {
      heading: '二、帳戶',
      body: '你以澳門、香港或內地手機號碼登入，須確保資料真實，並妥善保管手機及支付密碼。帳戶只限本人使用，不得轉讓或借予他人。'
    },
    {
      heading: '三、訂單與付款',
      body: '確認訂單頁顯示的金額，即為收銀台收取及訂單詳情所列的金額。訂單須於支付時限內付款，逾時自動取消。按重量計價的商品按實重結算，差額退回原支付方式。'
    },
    {
      heading: '四、取消與退款',
      body: '商家接單前可自行取消訂單，款項原路退回。商家接單後如需退款，可於訂單詳情申請，由商家或客服處理。'
    },
    {
      heading: '五、優惠與積分',
      body: '優惠券、紅包及蜂蜜積分須按各自使用條件及有效期使用，不可兌換現金。以不正當方式取得的優惠，Lotus 有權取消。'
    },
    {
      heading: '六、酒類',
      body: '購買酒類須年滿 18 歲，送達時騎手會核實收貨人年齡。'
    },
    {
      heading: '七、聯絡我們',
      body: '如對本協議有任何疑問，請透過「我的」→「幫助與客服」聯絡我們。'
    }
  ]
}

export const PRIVACY: AgreementDoc = {
  title: '隱私政策',
  sections: [
    {
      heading: '一、我們收集的資料',
      body: '手機號碼（登入及聯絡）、收貨地址及聯絡人、訂單及付款記錄，以及你授權時的位置（顯示附近商家及計算配送費）。'
    },
    {
      heading: '二、用途',
      body: '資料只用於提供及改善服務：處理訂單、配送、付款、退款、客服及保障帳戶安全。個人化推薦可於「我的」→「設定」→「隱私管理」關閉。'
    },
    {
      heading: '三、與他人分享',
      body: '只向完成你訂單所需的商戶、騎手及支付機構提供必要資料，不會出售你的個人資料。'
    },
    {
      heading: '四、保存與刪除',
      body: '資料於提供服務期間保存，並按澳門《個人資料保護法》處理。你可查閱或更正個人資料，亦可於「設定」申請註銷帳戶。'
    },
    {
      heading: '五、聯絡我們',
      body: '如對個人資料的處理有任何疑問，請透過「我的」→「幫助與客服」聯絡我們。'
    }
  ]
}
