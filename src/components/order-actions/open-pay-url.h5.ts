/** Open the payment gateway (h5): leave the app for the gateway page; it redirects back to web-pay. */
export function openPayUrl(payUrl: string, _title?: string): void {
  window.location.href = payUrl
}
