import { hash, verify } from '@node-rs/argon2'

/** Argon2id (the library's default algorithm, OWASP's recommended parameters by default). */
export const hashPassword = (password: string): Promise<string> => hash(password)

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

/** Verified against for unknown usernames, so a wrong name costs as long as a wrong password. */
let dummy: Promise<string> | null = null
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword('lotus-no-such-account'))
