import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSign } from '../src/modules/user/user-sign.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
let token: string
let userId: number

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)])

function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----lotus-test-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}

async function upload(bytes: Buffer, field = 'file', tok = token) {
  const { payload, contentType } = multipart(field, 'a.png', bytes)
  return t.client.postForm(
    '/v1/commons/upload',
    {},
    { token: tok, headers: { 'content-type': contentType }, sendBody: payload }
  )
}

const signed = (fields: Record<string, string>, salt = t.config.userSignSalt) => ({
  ...fields,
  sign: userSign(fields, salt)
})
const update = (fields: Record<string, string>) =>
  t.client.postForm('/v1/appUser/updateUser', fields, { token })
const profile = async () =>
  (await t.client.get('/v1/appUser/getUser', {}, { token })).body.data as Record<string, unknown>

beforeAll(async () => {
  t = await createTestApp()
  const s = await login(t, '66000100')
  token = s.token
  userId = s.user.id
})
afterAll(() => t.close())

describe('updateUser', () => {
  it('signs as md5(values by key order + salt)', () => {
    // gender sorts before nickname; sign itself is left out
    const expected = createHash('md5').update('1小蓮salt').digest('hex')
    expect(userSign({ nickname: '小蓮', gender: '1', sign: 'x' }, 'salt')).toBe(expected)
  })

  it('updates signed fields', async () => {
    const r = await update(signed({ nickname: '小蓮', gender: '2', birthday: '1990-05-20' }))
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ id: userId, nickname: '小蓮', gender: 2, birthday: '1990-05-20' })
  })

  it('rejects a sign mismatch and changes nothing', async () => {
    const before = await profile()
    const fields = signed({ nickname: '改名', gender: '1' })
    const r1 = await update({ ...fields, nickname: '另一個名' })
    expect(r1.body.code).toBe('USER_SIGN_INVALID')
    const r2 = await update(signed({ nickname: '改名' }, 'wrong-salt'))
    expect(r2.body.code).toBe('USER_SIGN_INVALID')
    expect(await profile()).toEqual(before)
  })

  it.each([
    [{ nickname: '' }, 'nickname'],
    [{ nickname: '一'.repeat(21) }, 'nickname'],
    [{ gender: '3' }, 'gender'],
    [{ birthday: '2999-01-01' }, 'birthday'],
    [{ birthday: '1990-02-30' }, 'birthday'],
    [{ birthday: '19900101' }, 'birthday'],
    [{ avatar: 'https://evil.example/a.png' }, 'avatar'],
    [{ avatar: '/api/files/doesnotexist' }, 'avatar']
  ])('rejects %j naming %s', async (fields, field) => {
    const before = await profile()
    const r = await update(signed(fields as Record<string, string>))
    expect(r.body.code).toBe('VALIDATION')
    expect(r.body.msg).toContain(field)
    expect(await profile()).toEqual(before)
  })

  it('rejects unknown fields and a missing sign', async () => {
    expect((await update(signed({ nickname: 'x', level: '5' }))).body).toMatchObject({
      code: 'VALIDATION',
      msg: expect.stringContaining('level')
    })
    expect((await update({ nickname: 'x' })).body).toMatchObject({
      code: 'VALIDATION',
      msg: expect.stringContaining('sign')
    })
  })
})

describe('upload and avatar', () => {
  it('stores an image and serves it with its type', async () => {
    const r = await upload(PNG)
    expect(r.body.code).toBe('0000')
    const url = (r.body.data as { url: string }).url
    expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+$/)
    const file = await t.app.inject({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(PNG)).toBe(true)
    const u = await update(signed({ avatar: url }))
    expect(u.body.data).toMatchObject({ avatar: url })
    expect((await update(signed({ avatar: `/api/img/avatar/${userId}.svg` }))).body.code).toBe('0000')
  })

  it('accepts jpeg, gif and webp by magic bytes, and rejects other bytes', async () => {
    expect((await upload(Buffer.from('ffd8ffe000104a464946', 'hex'))).body.code).toBe('0000')
    expect((await upload(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).body.code).toBe('0000')
    expect((await upload(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).body.code).toBe('0000')
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))
    expect(svg.body).toMatchObject({ code: 'VALIDATION', msg: expect.stringContaining('file') })
  })

  it('rejects files over 2 MB, a wrong field name and a non-multipart body', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])
    expect((await upload(big)).body.code).toBe('FILE_TOO_LARGE')
    expect((await upload(PNG, 'image')).body.code).toBe('VALIDATION')
    expect((await t.client.postForm('/v1/commons/upload', { a: '1' }, { token })).body.code).toBe(
      'VALIDATION'
    )
  })

  it('answers NOT_FOUND for an unknown file', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/files/nope' })
    expect(r.statusCode).toBe(404)
    expect(r.json()).toMatchObject({ code: 'NOT_FOUND', data: null })
  })
})

describe('security and promotion codes', () => {
  it('summarises security settings with a masked phone', async () => {
    const r = await t.client.get('/v1/appUser/getUserSecurity', {}, { token })
    expect(r.body.data).toEqual({
      hasPayPassword: false,
      phoneMasked: '66****00',
      identityVerified: false,
      wechatBound: false
    })
  })

  it('binds a promotion code once, never its own', async () => {
    const own = (await profile()).promotionCode as string
    expect(
      (await t.client.postForm('/v1/appUser/bindPromotionCode', { promotionCode: own }, { token })).body.code
    ).toBe('PROMO_CODE_INVALID')
    expect(
      (await t.client.postForm('/v1/appUser/bindPromotionCode', { promotionCode: 'ZZZZZZ' }, { token })).body
        .code
    ).toBe('PROMO_CODE_INVALID')
    t.clock.advance(61_000)
    const other = await login(t, '66000101')
    const ok = await t.client.postForm(
      '/v1/appUser/bindPromotionCode',
      { promotionCode: other.user.promotionCode },
      { token }
    )
    expect(ok.body.data).toMatchObject({ boundPromotionCode: other.user.promotionCode })
    const again = await t.client.postForm(
      '/v1/appUser/bindPromotionCode',
      { promotionCode: other.user.promotionCode },
      { token }
    )
    expect(again.body.code).toBe('PROMO_CODE_BOUND')
  })
})
