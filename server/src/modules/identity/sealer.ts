import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM for personal documents at rest. The key is SHA-256 of the configured key material; a sealed
 * value is `v1.<base64url(iv | tag | ciphertext)>`. `lookupHash` is a keyed HMAC for uniqueness checks that
 * does not reveal the value.
 */
export function createSealer(keyMaterial: string) {
  const key = createHash('sha256').update(`aes:${keyMaterial}`).digest()
  const hmacKey = createHash('sha256').update(`hmac:${keyMaterial}`).digest()
  return {
    seal(plain: string): string {
      const iv = randomBytes(12)
      const c = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()])
      return `v1.${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url')}`
    },
    open(sealed: string): string {
      if (!sealed.startsWith('v1.')) throw new Error('unknown sealed format')
      const raw = Buffer.from(sealed.slice(3), 'base64url')
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
      d.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8')
    },
    lookupHash: (value: string) => createHmac('sha256', hmacKey).update(value).digest('hex')
  }
}

export type Sealer = ReturnType<typeof createSealer>
