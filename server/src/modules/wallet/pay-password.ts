import { hash, verify } from '@node-rs/argon2'

/** Argon2id (the library's default algorithm) with the server pepper as the secret input. */
export function createPayPasswordHasher(pepper: string) {
  const secret = new TextEncoder().encode(pepper)
  return {
    hash: (password: string) => hash(password, { secret }),
    verify: async (stored: string, password: string) => {
      try {
        return await verify(stored, password, { secret })
      } catch {
        return false
      }
    }
  }
}

export type PayPasswordHasher = ReturnType<typeof createPayPasswordHasher>
