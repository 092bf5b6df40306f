// The order page hook is shared by every vertical's order pages (src/hooks/use-order-page.ts).
export { POLL_MS, useOrder } from '@/hooks/use-order-page'
