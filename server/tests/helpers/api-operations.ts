import type { FastifyInstance } from 'fastify'
import type { Db } from '../../src/db/db.js'

/** The parts of the OpenAPI document (`/api/docs/json`) a generated request needs. */
export interface JsonSchema {
  type?: string
  enum?: unknown[]
  default?: unknown
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
}
interface Operation {
  parameters?: Array<{ in: string; name: string }>
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}

export interface ApiOperation {
  method: 'GET' | 'POST'
  /** Without /api, path parameters filled in with 1. */
  path: string
  query: string[]
  /** Body fields by name, of the JSON body when the route takes one, else of the form. */
  fields: Record<string, JsonSchema>
  json: boolean
  form: boolean
}

/** Every operation the server documents, so a new endpoint is covered by the generated tests without new code. */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>
  }>()
  const out: ApiOperation[] = []
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue
    for (const [method, op] of Object.entries(ops)) {
      const content = op.requestBody?.content ?? {}
      const schema =
        content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema
      out.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path: path.slice('/api'.length).replace(/\{[^}]+\}/g, '1'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        fields: { ...schema?.properties, ...schema?.anyOf?.[0]?.properties },
        json: 'application/json' in content,
        form: 'application/x-www-form-urlencoded' in content
      })
    }
  }
  return out
}

/** A plausible value for a field, so that the other fields of a call look ordinary. */
export function sampleValue(s: JsonSchema): unknown {
  if (s.default !== undefined) return s.default
  if (s.enum) return s.enum[0]
  if (s.anyOf?.[0]) return sampleValue(s.anyOf[0])
  switch (s.type) {
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleValue(v)]))
    default:
      return 'a'
  }
}

/** An ordinary body for an operation: every documented field with a plausible value. */
export const sampleBody = (op: ApiOperation): Record<string, unknown> =>
  Object.fromEntries(Object.entries(op.fields).map(([k, s]) => [k, sampleValue(s)]))

/** A digest of every row of every table (but signature nonces), to prove a rejected call changed nothing. */
export async function tableSnapshot(db: Db): Promise<string> {
  const tables = await db.many<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('nonces', 'nonce_batches')
     ORDER BY table_name`
  )
  const parts: string[] = []
  for (const { name } of tables) {
    const row = await db.one<{ h: string | null }>(
      `SELECT md5(string_agg(r::text, '|' ORDER BY r::text)) AS h FROM "${name}" r`
    )
    parts.push(`${name}:${row?.h ?? ''}`)
  }
  return parts.join(',')
}
