#!/usr/bin/env node
// The store-counter simulator (development only): redeems a pickup code as the store would scan it.
//   node scripts/redeem-pickup.mjs <mchId> <8-digit code> [base URL, default http://localhost:8080/api]
// It asks the server for the store's development key (POST /dev/merchant/key, refused in production) and calls
// POST /v1/merchant/pickup/redeem with X-Merchant-Key, exactly as the store's own system does.
const [mchId, code, base = 'http://localhost:8080/api'] = process.argv.slice(2)
if (!/^\d+$/.test(mchId ?? '') || !/^\d{8}$/.test(code ?? '')) {
  console.error('usage: node scripts/redeem-pickup.mjs <mchId> <8-digit code> [api base]')
  process.exit(2)
}
const post = async (path, body, headers = {}) => {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body)
  })
  return r.json()
}
const keyAnswer = await post('/dev/merchant/key', { mchId: Number(mchId) })
if (keyAnswer.code !== '0000') {
  console.error(`no development key: ${keyAnswer.code} ${keyAnswer.msg}`)
  process.exit(1)
}
const answer = await post('/v1/merchant/pickup/redeem', { code }, { 'x-merchant-key': keyAnswer.data.key })
console.log(JSON.stringify(answer))
process.exit(answer.code === '0000' ? 0 : 1)
