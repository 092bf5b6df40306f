import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { validation } from '../../errors.js'

export interface SignReportInput {
  nonce: string
  signText: string
  sign: string
  jsonData: string
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Stores a client's report of a rejected signature, with its decoded request snapshot, for diagnosis. */
export function createSignReportService(deps: { db: Db; clock: Clock }) {
  return {
    async record(input: SignReportInput, ip: string): Promise<void> {
      let decoded: unknown
      try {
        decoded = JSON.parse(Buffer.from(input.jsonData, 'base64').toString('utf8'))
      } catch {
        throw validation('參數 jsonData 不是 base64 編碼的 JSON')
      }
      // The snapshot carries the caller's headers; a session token must not sit in a diagnostics table.
      if (isRecord(decoded) && isRecord(decoded.headers) && 'apptoken' in decoded.headers) {
        decoded.headers.apptoken = decoded.headers.apptoken ? '[redacted]' : ''
      }
      await deps.db.query(
        'INSERT INTO sign_reports (nonce, sign_text, sign, json_data, ip, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [input.nonce, input.signText, input.sign, JSON.stringify(decoded), ip, deps.clock.now()]
      )
    }
  }
}
