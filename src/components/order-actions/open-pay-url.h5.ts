/** Open the payment gateway (h5): leave the app for the gateway page; it redirects back to web-pay. */
export function openPayUrl(payUrl: string, _title = '支付'): void {
  window.location.href = payUrl
}
