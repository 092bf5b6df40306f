import type { FastifyBaseLogger } from 'fastify'
import { AppError, ErrorCode } from '../../errors.js'

export interface SmsMessage {
  areaCode: string
  phone: string
  code: string
  type: string
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>
}

/** Development delivery: the code goes to the log, where developers and tests read it. */
export function createLogSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send({ areaCode, phone, code, type }) {
      log.info({ areaCode, phone, code, type }, 'sms code')
    }
  }
}

/** Production has no SMS gateway contract yet; refusing is safer than logging live codes. */
export const unconfiguredSmsProvider: SmsProvider = {
  async send() {
    throw new AppError(ErrorCode.SMS_NOT_CONFIGURED, '短訊服務尚未配置')
  }
}
