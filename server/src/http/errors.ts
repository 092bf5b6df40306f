import type { FastifyError, FastifyInstance } from 'fastify'
import { AppError, ErrorCode } from '../errors.js'

// Fastify's own failures for malformed requests, answered as VALIDATION instead of 4xx/5xx pages.
const REQUEST_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '請求內容過大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支援的內容類型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '請求長度錯誤',
  FST_ERR_CTP_EMPTY_JSON_BODY: '請求內容不可為空',
  FST_ERR_CTP_INVALID_JSON_BODY: '請求內容不是有效的 JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '請以 multipart/form-data 上傳檔案',
  FST_PARTS_LIMIT: '上傳欄位過多',
  FST_FILES_LIMIT: '一次只可上傳一個檔案',
  FST_FIELDS_LIMIT: '上傳欄位過多',
  FST_PROTO_VIOLATION: '請求內容無效'
}

// A multipart body cut short: busboy's plain Error, or the file stream closing early while a handler reads it.
const TRUNCATED_MULTIPART = /unexpected end of multipart data$/i

export const envelope = (code: string, msg: string) => ({ code, msg, data: null })

/** Every failure becomes an envelope: expected ones with their code, malformed input as VALIDATION, the rest INTERNAL. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.httpStatus).send(envelope(err.code, err.message))
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(200).send(envelope(ErrorCode.FILE_TOO_LARGE, '檔案不可超過 2 MB'))
    }
    const multipart = /^multipart\//i.test(req.headers['content-type'] ?? '')
    if (multipart && (TRUNCATED_MULTIPART.test(err.message) || err.code === 'ERR_STREAM_PREMATURE_CLOSE')) {
      return reply.status(200).send(envelope(ErrorCode.VALIDATION, '上傳內容不完整'))
    }
    const known = err.code ? REQUEST_ERRORS[err.code] : undefined
    if (known) return reply.status(200).send(envelope(ErrorCode.VALIDATION, known))
    if (
      err instanceof SyntaxError ||
      (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500)
    ) {
      req.log.info({ code: err.code, message: err.message }, 'bad request')
      return reply.status(200).send(envelope(ErrorCode.VALIDATION, '請求格式錯誤'))
    }
    req.log.error({ err }, 'unhandled error')
    return reply.status(200).send(envelope(ErrorCode.INTERNAL, '系統繁忙，請稍後再試'))
  })
}
