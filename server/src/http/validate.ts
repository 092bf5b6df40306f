import type { z } from 'zod/v4'
import { validation } from '../errors.js'

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = input
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Record<PropertyKey, unknown>)[key]
  }
  return cur
}

/** Field names shown in a message: clipped, so a 5,000-character key is not echoed whole. */
const MAX_SHOWN_NAME = 40
const clip = (name: string) => (name.length > MAX_SHOWN_NAME ? `${name.slice(0, MAX_SHOWN_NAME)}…` : name)

/** A Traditional Chinese message that names the field at fault. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = clip(issue.path.map(String).join('.')) || '請求內容'
  switch (issue.code) {
    case 'unrecognized_keys':
      return `不支援的參數：${issue.keys.map(clip).join('、')}`
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? `缺少參數 ${field}` : `參數 ${field} 類型錯誤`
    case 'too_big':
      return `參數 ${field} 超出上限`
    case 'too_small':
      return `參數 ${field} 低於下限`
    case 'custom':
      return issue.message.includes(field) ? issue.message : `參數 ${field} ${issue.message}`
    default:
      return `參數 ${field} 格式錯誤`
  }
}

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw validation(issue ? describeIssue(issue, input) : '參數錯誤')
  }
  return result.data
}

// The field builders are the contract's (the app sees the same request shapes as types).
export { floatString, intString, latString, lngString, paging } from '@lotus/contract/schemas/fields'

// ---- Input no route may receive: checked once for every request, before signature, auth and handler ----

/** The smallest normal double: anything nearer zero (but not zero) has lost precision to underflow. */
const MIN_NORMAL = 2.2250738585072014e-308

/**
 * Put by parseJsonBody in place of a number literal that underflows (`1e-400` would silently become 0).
 * It starts with NUL, which no accepted string may contain, so it cannot collide with real input.
 */
export const UNDERFLOW_MARK = '\u0000underflow'

const NUMBER_TOKEN = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y

function underflows(token: string): boolean {
  const v = Number(token)
  if (v !== 0) return Math.abs(v) < MIN_NORMAL
  const mantissa = token.split(/[eE]/)[0] ?? ''
  return /[1-9]/.test(mantissa)
}

/**
 * JSON.parse, except that number literals which underflow become UNDERFLOW_MARK, so the input check can name
 * their field instead of a handler seeing 0 (or a subnormal that PostgreSQL may refuse).
 */
export function parseJsonBody(text: string): unknown {
  // Only exponents and very long fractions can underflow: skip the scan for every ordinary body.
  if (!/[eE]-|\d{300}/.test(text)) return JSON.parse(text)
  let out = ''
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++
      continue
    }
    if (c !== 0x2d /* - */ && (c < 0x30 || c > 0x39)) continue
    NUMBER_TOKEN.lastIndex = i
    const m = NUMBER_TOKEN.exec(text)
    if (!m) continue
    const end = i + m[0].length
    if (underflows(m[0])) {
      out += `${text.slice(from, i)}${JSON.stringify(UNDERFLOW_MARK)}`
      from = end
    }
    i = end - 1
  }
  return JSON.parse(out + text.slice(from))
}

/**
 * The deepest JSON body accepted (objects and arrays nested in each other). The deepest real request is a few
 * levels; the limit keeps every later walk of a body (this file's, zod's) far from the stack's end.
 */
export const MAX_JSON_DEPTH = 32

/**
 * Whether JSON text nests deeper than `max`, read before it is parsed: one pass over the characters, counting
 * brackets outside strings (a string's escapes skip the next character). Well-formedness is JSON.parse's job.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  // A text with no more characters than the limit cannot hold more brackets than it.
  if (text.length <= max) return false
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === 0x5c /* \ */) i++
        else if (d === 0x22) break
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--
  }
  return false
}

const fieldName = (path: Array<string | number>) => clip(path.map(String).join('.')) || '請求內容'

/**
 * A character no stored text may hold: NUL (PostgreSQL text refuses it) and a lone UTF-16 surrogate (half of an
 * astral character: not text in any encoding, so the database, JSON readers and the app would each mangle it).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVALID_CHAR = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** One character class first: nearly every string has neither NUL nor any surrogate, and this scan is cheapest. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL_OR_SURROGATE = /[\u0000\uD800-\uDFFF]/
const hasInvalidChar = (s: string) => NUL_OR_SURROGATE.test(s) && INVALID_CHAR.test(s)

/**
 * The first problem in a parsed query, body or params: a NUL character, a lone surrogate, an underflowing number
 * or nesting past MAX_JSON_DEPTH, by path.
 */
export function findUnsafeValue(value: unknown, path: Array<string | number> = []): string | null {
  if (typeof value === 'string') {
    if (value === UNDERFLOW_MARK) return `參數 ${fieldName(path)} 數值過小`
    return hasInvalidChar(value) ? `參數 ${fieldName(path)} 含有無效字元` : null
  }
  if (typeof value === 'number') {
    return !Number.isFinite(value) || (value !== 0 && Math.abs(value) < MIN_NORMAL)
      ? `參數 ${fieldName(path)} 數值超出範圍`
      : null
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null
  // JSON text is measured before parsing (jsonTooDeep); this keeps the walk bounded for any other source
  if (path.length >= MAX_JSON_DEPTH) return tooDeep()
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeValue(value[i], [...path, i])
      if (found) return found
    }
    return null
  }
  for (const [key, v] of Object.entries(value)) {
    if (hasInvalidChar(key)) return `參數 ${fieldName([...path, key])} 含有無效字元`
    const found = findUnsafeValue(v, [...path, key])
    if (found) return found
  }
  return null
}

export const tooDeep = () => `請求內容層級過深（最多 ${MAX_JSON_DEPTH} 層）`

/** RFC 2046: a boundary is 1 to 70 characters; busboy throws (an INTERNAL) on a missing or overlong one. */
export function multipartBoundaryProblem(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null
  const m = /;\s*boundary=(?:"([^"]*)"|([^\s;]*))/i.exec(contentType)
  const boundary = m?.[1] ?? m?.[2] ?? ''
  return boundary.length >= 1 && boundary.length <= 70 ? null : '上傳內容缺少有效的 multipart boundary'
}
