#!/usr/bin/env node
// The store-counter simulator (development only): ships a points-mall delivery exchange as the store would.
//   node scripts/ship-points.mjs <mchId> [exchangeId] [carrier] [trackingNo] [base URL, default http://localhost:8080/api]
// Without an exchange id it lists the store's exchanges waiting to ship. It asks the server for the store's
// development key (POST /dev/merchant/key, refused in production) and calls the merchant endpoints with it.
const [mchId, id, carrier, trackingNo, base = 'http://localhost:8080/api'] = process.argv.slice(2)
if (!/^\d+$/.test(mchId ?? '') || (id !== undefined && !/^\d+$/.test(id))) {
  console.error('usage: node scripts/ship-points.mjs <mchId> [exchangeId] [carrier] [trackingNo] [api base]')
  process.exit(2)
}
const call = async (method, path, body, headers = {}) => {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {})
  })
  return r.json()
}
const keyAnswer = await call('POST', '/dev/merchant/key', { mchId: Number(mchId) })
if (keyAnswer.code !== '0000') {
  console.error(`no development key: ${keyAnswer.code} ${keyAnswer.msg}`)
  process.exit(1)
}
const headers = { 'x-merchant-key': keyAnswer.data.key }
const answer =
  id === undefined
    ? await call('GET', '/v1/merchant/points/orders?status=to_ship', undefined, headers)
    : await call(
        'POST',
        '/v1/merchant/points/ship',
        { id: Number(id), ...(carrier ? { carrier } : {}), ...(trackingNo ? { trackingNo } : {}) },
        headers
      )
console.log(JSON.stringify(answer))
process.exit(answer.code === '0000' ? 0 : 1)
