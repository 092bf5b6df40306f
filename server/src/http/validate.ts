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

/** A Traditional Chinese message that names the field at fault. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = issue.path.map(String).join('.') || '請求內容'
  switch (issue.code) {
    case 'unrecognized_keys':
      return `不支援的參數：${issue.keys.join('、')}`
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
