import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { AppError, ErrorCode } from '../errors.js'
import { localizeError } from '../i18n/localize-error.js'
import { requestLocale } from '../i18n/request-locale.js'

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

/**
 * What a message may not carry back: C0 and C1 control characters (NUL among them) and lone UTF-16 surrogates,
 * which a message naming a field of bad input would otherwise echo.
 */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Such a character as its code (`\u0000`): the message still shows where it was. */
export const printable = (msg: string): string =>
  msg.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

export const envelope = (code: string, msg: string) => ({ code, msg: printable(msg), data: null })

/** The envelope of a failure in the request's language (the message is written in Chinese where it fails). */
export const failure = (req: Pick<FastifyRequest, 'headers'>, code: string, msg: string) =>
  envelope(code, localizeError(code, msg, requestLocale(req)))

/** Bytes of the request line and headers together; Node's own default, named so docs/api.md can state it. */
export const MAX_HEADER_BYTES = 16 * 1024

/**
 * Fastify's `frameworkErrors`: a path that does not decode (`%zz`, bad UTF-8) or a path parameter over
 * `maxParamLength`, answered as VALIDATION in the envelope like every other bad input.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  req.log.info({ code: err.code }, 'bad request')
  void reply.status(200).send(failure(req, ErrorCode.VALIDATION, '網址格式錯誤'))
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (`clientError`): a request line and headers
 * over MAX_HEADER_BYTES (431: a 100 KB query string among them), a malformed request line or header (400), a
 * request that took too long to arrive (408). The answer is still the envelope, with that status, and the
 * connection closes (the parser cannot go on with it).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Duplex
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, msg] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, '請求網址或標頭過大']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, '請求逾時']
        : [400, '請求格式錯誤']
  this.log.info({ code: err.code, statusCode: status }, 'client error')
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const body = JSON.stringify(envelope(ErrorCode.VALIDATION, msg))
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  )
  // What the client still sends is read and dropped, so closing does not reset the connection (and with it the
  // answer) while unread bytes wait; a client that keeps sending is cut off.
  socket.resume()
  setTimeout(() => socket.destroy(), 5_000).unref()
}

/** Every failure becomes an envelope: expected ones with their code, malformed input as VALIDATION, the rest INTERNAL. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.httpStatus).send(failure(req, err.code, err.message))
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(200).send(failure(req, ErrorCode.FILE_TOO_LARGE, '檔案不可超過 2 MB'))
    }
    const multipart = /^multipart\//i.test(req.headers['content-type'] ?? '')
    if (multipart && (TRUNCATED_MULTIPART.test(err.message) || err.code === 'ERR_STREAM_PREMATURE_CLOSE')) {
      return reply.status(200).send(failure(req, ErrorCode.VALIDATION, '上傳內容不完整'))
    }
    const known = err.code ? REQUEST_ERRORS[err.code] : undefined
    if (known) return reply.status(200).send(failure(req, ErrorCode.VALIDATION, known))
    if (
      err instanceof SyntaxError ||
      (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500)
    ) {
      req.log.info({ code: err.code, message: err.message }, 'bad request')
      return reply.status(200).send(failure(req, ErrorCode.VALIDATION, '請求格式錯誤'))
    }
    req.log.error({ err }, 'unhandled error')
    return reply.status(200).send(failure(req, ErrorCode.INTERNAL, '系統繁忙，請稍後再試'))
  })
}
