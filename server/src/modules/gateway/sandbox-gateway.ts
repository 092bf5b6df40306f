import { createHmac, timingSafeEqual } from 'node:crypto'
import { formatMop } from '@lotus/contract/money'
import { PAY_BRAND_INFO, type PayBrand } from '@lotus/contract/pay-brands'
import { escapeHtml } from '../../html.js'

/**
 * The sandbox payment gateway (non-production only). It stands in for a real gateway: a page on our server
 * where the user presses 支付成功 or 支付失敗, and a callback signed with GATEWAY_SECRET.
 */
export type GatewayStatus = 'success' | 'fail'

export interface CallbackFields {
  txn: string
  /** The order or membership order (issue 12); 0 for a wallet recharge. */
  orderId: number
  amount: number
  status: GatewayStatus
  /** Seconds. */
  ts: number
}

/** HMAC-SHA256 hex over `txn|orderId|amount|status|ts` (docs/api-takeaway.md). */
export function signCallback(secret: string, f: CallbackFields): string {
  return createHmac('sha256', secret)
    .update(`${f.txn}|${f.orderId}|${f.amount}|${f.status}|${f.ts}`)
    .digest('hex')
}

export function verifyCallback(secret: string, f: CallbackFields, sign: string): boolean {
  const want = Buffer.from(signCallback(secret, f), 'hex')
  const got = /^[0-9a-f]{64}$/i.test(sign) ? Buffer.from(sign, 'hex') : Buffer.alloc(0)
  return got.length === want.length && timingSafeEqual(got, want)
}

export interface PageInput {
  txn: string
  orderId: number
  amount: number
  kind: 'order' | 'recharge' | 'shopCard' | 'member'
  merchantName: string
  orderNo: string | null
  /** pending: buttons; anything else: already handled. */
  status: string
  /** The Macau payment brand the customer chose (its name and mark head the page); null: not chosen. */
  brand?: PayBrand | null
  secret: string
  /** Seconds. */
  now: number
  callbackUrl: string
}

/** The return address in the app after the gateway. */
export function returnUrl(
  orderId: number,
  status: GatewayStatus,
  kind: 'order' | 'recharge' | 'shopCard' | 'member'
): string {
  return `/pagesA/pay/web-pay?orderId=${orderId}&status=${status}${kind === 'order' ? '' : `&type=${kind}`}`
}

/** The gateway page: Traditional Chinese, merchant and amount, two buttons posting the signed callback. */
export function renderGatewayPage(p: PageInput): string {
  const title = p.kind === 'recharge' ? '錢包充值' : escapeHtml(p.merchantName)
  const mop = formatMop(p.amount)
  const forms = (['success', 'fail'] as const).map((status) => {
    const f = { txn: p.txn, orderId: p.orderId, amount: p.amount, status, ts: p.now }
    return {
      status,
      body: new URLSearchParams({
        txn: f.txn,
        orderId: String(f.orderId),
        amount: String(f.amount),
        status,
        ts: String(f.ts),
        sign: signCallback(p.secret, f)
      }).toString(),
      back: returnUrl(p.orderId, status, p.kind)
    }
  })
  const pending = p.status === 'pending'
  const b = p.brand ? PAY_BRAND_INFO[p.brand] : null
  const brand = b
    ? `<div class="brand" data-brand="${p.brand}"><span class="mark" style="background:${b.color}">${escapeHtml(
        b.mark
      )}</span><span class="brand-name">${escapeHtml(b.name)}</span></div>`
    : ''
  const buttons = pending
    ? forms
        .map(
          (f) =>
            `<button class="${f.status}" data-body="${escapeHtml(f.body)}" data-back="${escapeHtml(f.back)}">${
              f.status === 'success' ? '支付成功' : '支付失敗'
            }</button>`
        )
        .join('\n      ')
    : '<p class="done">此交易已處理，請返回應用查看結果。</p>'
  return `<!doctype html>
<html lang="zh-Hant-MO">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${b ? `${escapeHtml(b.name)} · ` : ''}沙盒支付</title>
  <style>
    body { font-family: -apple-system, "PingFang TC", "Microsoft JhengHei", sans-serif; background: #f5f5f5; margin: 0; }
    main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; text-align: center; }
    .tag { color: #999; font-size: 13px; }
    .amount { font-size: 32px; font-weight: 600; margin: 16px 0; }
    button { display: block; width: 100%; padding: 14px; margin-top: 12px; border: 0; border-radius: 24px; font-size: 16px; }
    .success { background: #ff7a00; color: #fff; }
    .fail { background: #eee; color: #333; }
    #msg { color: #d33; min-height: 1em; }
    .brand { display: flex; align-items: center; justify-content: center; gap: 8px; font-size: 17px; font-weight: 600; }
    .mark { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; border-radius: 8px; color: #fff; font-size: 16px; }
  </style>
</head>
<body>
  <main>
    <p class="tag">沙盒支付（測試環境，不會產生真實扣款）</p>
    ${brand}
    <h1>${title}</h1>
    ${p.orderNo ? `<p class="tag">訂單號 ${escapeHtml(p.orderNo)}</p>` : ''}
    <p class="amount">${mop}</p>
    <div id="actions">
      ${buttons}
    </div>
    <p id="msg"></p>
  </main>
  <script>
    document.querySelectorAll('button[data-body]').forEach(function (b) {
      b.addEventListener('click', function () {
        document.querySelectorAll('button').forEach(function (x) { x.disabled = true })
        fetch(${JSON.stringify(p.callbackUrl)}, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: b.getAttribute('data-body')
        }).then(function (r) { return r.json() }).then(function (res) {
          if (res.code !== '0000' && res.code !== 'ALREADY_PAID') { document.getElementById('msg').textContent = res.msg }
          location.href = b.getAttribute('data-back')
        }).catch(function () { document.getElementById('msg').textContent = '網絡錯誤，請重試' })
      })
    })
  </script>
</body>
</html>`
}
