// Wire-shaped supermarket orders for the page tests (what GET /v1/store/order/:id answers).
import type { OrderDetail } from '@/services/order'

export const NOW = 1_800_000_000

export function smOrder(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 31,
    orderNo: '2026112212345678',
    vertical: 'supermarket',
    fulfilment: 'delivery',
    merchantId: 7,
    merchantName: '蓮花鮮選超市（新馬路店）',
    merchantLogo: '',
    status: 'paid',
    statusText: '已付款',
    total: 24690,
    itemCount: 2,
    firstItems: ['本地鮮雞蛋 10隻裝'],
    createdAt: NOW - 600,
    actions: ['cancel', 'refund'],
    items: [
      {
        goodsId: 501,
        name: '本地鮮雞蛋 10隻裝',
        image: '',
        props: [],
        itemCount: 2,
        unitPrice: 12345,
        amount: 24690
      }
    ],
    amounts: {
      feeLines: [
        { label: '商品金額', amount: 24690 },
        { label: '包裝費', amount: 0 }
      ],
      total: 24690
    },
    address: {
      name: '陳大文',
      areaCode: '853',
      phone: '66123456',
      gender: 1,
      tag: '家',
      address: '澳門新馬路 1 號',
      detail: '3樓A',
      lat: 22.19,
      lng: 113.54
    },
    remark: '',
    tableware: null,
    deliveryTime: NOW + 3600,
    merchantPhone: '28331234',
    payMethod: 'wallet',
    paidAt: NOW - 500,
    payDeadline: null,
    cancelReason: null,
    timeline: [
      { status: 'unpaid', title: '訂單已提交', at: NOW - 600, note: null },
      { status: 'paid', title: '支付成功', at: NOW - 500, note: null }
    ],
    refund: null,
    canEvaluate: false,
    evaluated: false,
    rider: null,
    estimatedArrival: null,
    pickup: null,
    slot: { date: '2026-11-22', slot: '18:00-20:00' },
    ...over
  }
}

export const pickupOrder = (over: Partial<OrderDetail> = {}): OrderDetail =>
  smOrder({
    fulfilment: 'pickup',
    slot: null,
    deliveryTime: null,
    timeline: [
      { status: 'unpaid', title: '訂單已提交', at: NOW - 600, note: null },
      { status: 'paid', title: '支付成功，取貨碼已發出', at: NOW - 500, note: null }
    ],
    pickup: {
      storeId: 7,
      storeName: '蓮花鮮選超市（新馬路店）',
      address: '澳門新馬路 125 號地下',
      openHours: '08:00-22:00',
      phone: '28331234',
      lat: 22.1935,
      lng: 113.5405,
      code: '12345678',
      redeemedAt: null,
      voided: false
    },
    ...over
  })
