import type { PGlite } from '@electric-sql/pglite'

/**
 * Statements on embedded PGlite as prepared statements, one call into the database per execution (issue 13).
 *
 * PGlite's own `query` crosses into WebAssembly six times per statement (parse, describe, bind, describe, execute,
 * sync) and parses and plans the text every time. Here each SQL text is parsed once into a named statement (its
 * parameter and column types kept), and each execution is one Bind + Execute + Sync. Values are written and read
 * with the instance's own serializers and parsers, so rows are exactly what `query` would answer.
 * A spell edit (lock + read, write, in a transaction) went from 0.84 to 0.55 ms; see docs/performance.md.
 */

export interface WireResult<T> {
  rows: T[]
  /** Rows an INSERT / UPDATE / DELETE touched; 0 for other statements, as PGlite's `affectedRows`. */
  affectedRows: number
}

/** An ErrorResponse: `code` is the SQLSTATE, as on PGlite's and node-postgres' errors. */
export class PgliteWireError extends Error {
  code: string
  severity: string
  detail: string | undefined
  constraint: string | undefined
  table: string | undefined
  column: string | undefined
  constructor(fields: Map<string, string>, query: string) {
    super(fields.get('M') ?? 'database error')
    this.name = 'DatabaseError'
    this.code = fields.get('C') ?? ''
    this.severity = fields.get('S') ?? 'ERROR'
    this.detail = fields.get('D')
    this.constraint = fields.get('n')
    this.table = fields.get('t')
    this.column = fields.get('c')
    Object.defineProperty(this, 'query', { value: query, enumerable: false })
  }
}

interface Prepared {
  name: string
  params: number[]
  fields: Array<{ name: string; type: number }>
}

/** Named statements one database keeps at most; texts past it are prepared unnamed each time. */
export const MAX_PREPARED = 2000

/** A response as a Buffer over the same memory: its utf8 slices are cheaper than a TextDecoder's. */
const asBuffer = (d: Uint8Array): Buffer => Buffer.from(d.buffer, d.byteOffset, d.byteLength)

/** Builds frontend messages into one buffer (Node's Buffer: its writes need no intermediate copies). */
class Writer {
  private buf = Buffer.allocUnsafe(512)
  private len = 0
  private start = 0
  private ensure(n: number) {
    if (this.len + n <= this.buf.length) return
    let size = this.buf.length * 2
    while (size < this.len + n) size *= 2
    const next = Buffer.allocUnsafe(size)
    this.buf.copy(next, 0, 0, this.len)
    this.buf = next
  }
  begin(type: string) {
    this.ensure(5)
    this.buf[this.len] = type.charCodeAt(0)
    this.start = this.len
    this.len += 5
    return this
  }
  end() {
    this.buf.writeInt32BE(this.len - this.start - 1, this.start + 1)
    return this
  }
  i16(n: number) {
    this.ensure(2)
    this.len = this.buf.writeInt16BE(n, this.len)
    return this
  }
  i32(n: number) {
    this.ensure(4)
    this.len = this.buf.writeInt32BE(n, this.len)
    return this
  }
  bytes(b: Uint8Array) {
    this.ensure(b.length)
    this.buf.set(b, this.len)
    this.len += b.length
    return this
  }
  /** A length-prefixed value (Bind): its UTF-8 byte length, then the bytes. */
  value(v: string | Uint8Array) {
    if (typeof v !== 'string') return this.i32(v.length).bytes(v)
    const n = Buffer.byteLength(v)
    this.i32(n).ensure(n)
    this.len += this.buf.write(v, this.len, 'utf8')
    return this
  }
  cstr(s: string) {
    const n = Buffer.byteLength(s)
    this.ensure(n + 1)
    this.len += this.buf.write(s, this.len, 'utf8')
    this.buf[this.len++] = 0
    return this
  }
  done(): Uint8Array {
    return this.buf.subarray(0, this.len)
  }
}

/** One backend message at a time from a response. */
function* messages(data: Uint8Array): Generator<{ type: string; body: DataView; at: number; end: number }> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  let i = 0
  while (i + 5 <= data.length) {
    const type = String.fromCharCode(data[i] as number)
    const len = view.getInt32(i + 1)
    yield { type, body: view, at: i + 5, end: i + 1 + len }
    i += 1 + len
  }
}

function cstrAt(data: Uint8Array, at: number): [string, number] {
  const zero = data.indexOf(0, at)
  return [asBuffer(data).toString('utf8', at, zero), zero + 1]
}

function errorFields(data: Uint8Array, at: number, end: number): Map<string, string> {
  const fields = new Map<string, string>()
  let i = at
  while (i < end && data[i] !== 0) {
    const code = String.fromCharCode(data[i] as number)
    const [value, next] = cstrAt(data, i + 1)
    fields.set(code, value)
    i = next
  }
  return fields
}

/** Prepared statements over one PGlite instance; `run` must be called holding PGlite's query mutex. */
export function createWire(pg: PGlite) {
  const prepared = new Map<string, Prepared>()
  let counter = 0

  /**
   * One call into the database. The streaming form, because `execProtocolRaw` also parses every answer into
   * PGlite's own message objects, which nothing here reads. Chunks are views of the database's memory: copied.
   */
  async function call(message: Uint8Array, syncToFs: boolean): Promise<Uint8Array> {
    const chunks: Uint8Array[] = []
    let size = 0
    await pg.execProtocolRawStream(message, {
      syncToFs,
      onRawData: (bytes) => {
        chunks.push(bytes.slice())
        size += bytes.length
      }
    })
    if (chunks.length === 1) return chunks[0] as Uint8Array
    const out = new Uint8Array(size)
    let at = 0
    for (const c of chunks) {
      out.set(c, at)
      at += c.length
    }
    return out
  }

  /** Parse + Describe of a text; throws its ErrorResponse (a syntax error, an unknown column). */
  async function prepare(sql: string): Promise<Prepared> {
    const known = prepared.get(sql)
    if (known) return known
    const name = prepared.size < MAX_PREPARED ? `lw${++counter}` : ''
    const w = new Writer()
    w.begin('P').cstr(name).cstr(sql).i16(0).end()
    w.begin('D')
      .bytes(new Uint8Array([83]))
      .cstr(name)
      .end()
    w.begin('S').end()
    const data = await call(w.done(), false)
    const out: Prepared = { name, params: [], fields: [] }
    let error: Map<string, string> | null = null
    for (const m of messages(data)) {
      if (m.type === 't') {
        const n = m.body.getInt16(m.at)
        for (let k = 0; k < n; k++) out.params.push(m.body.getInt32(m.at + 2 + 4 * k))
      } else if (m.type === 'T') {
        const n = m.body.getInt16(m.at)
        let i = m.at + 2
        for (let k = 0; k < n; k++) {
          const [fieldName, next] = cstrAt(data, i)
          out.fields.push({ name: fieldName, type: m.body.getInt32(next + 6) })
          i = next + 18
        }
      } else if (m.type === 'E') error = errorFields(data, m.at, m.end)
    }
    if (error) throw new PgliteWireError(error, sql)
    if (name) prepared.set(sql, out)
    return out
  }

  function bindMessage(w: Writer, stmt: Prepared, params: readonly unknown[]) {
    w.begin('B').cstr('').cstr(stmt.name).i16(0).i16(params.length)
    params.forEach((param, k) => {
      if (param === null || param === undefined) {
        w.i32(-1)
        return
      }
      const oid = stmt.params[k] ?? 0
      const serialize = pg.serializers[oid]
      w.value(
        serialize ? (serialize(param) as string | Uint8Array) : (param as { toString(): string }).toString()
      )
    })
    w.i16(0).end()
  }

  /** Runs one statement: prepared on first sight, then Bind + Execute + Sync in one call. */
  async function run<T>(
    sql: string,
    params: readonly unknown[] = [],
    syncToFs = false,
    /**
     * A statement without parameters to send ahead in the same call (a transaction's BEGIN); asked only once the
     * texts are prepared, so it is sent whenever it is taken.
     */
    before?: () => string | undefined
  ): Promise<WireResult<T>> {
    const [only] = await runMany<T>([[sql, params]], syncToFs, before)
    return only as WireResult<T>
  }

  /**
   * Several statements in one call (Bind + Execute each, one Sync): answers in order. PostgreSQL skips what
   * follows a failed one up to the Sync, so the first error is thrown and nothing after it ran.
   */
  async function runMany<T>(
    statements: ReadonlyArray<readonly [string, (readonly unknown[])?]>,
    syncToFs = false,
    ahead?: () => string | undefined
  ): Promise<Array<WireResult<T>>> {
    const stmts: Prepared[] = []
    for (const [sql] of statements) stmts.push(await prepare(sql))
    const before = ahead?.()
    const w = new Writer()
    if (before) w.begin('Q').cstr(before).end()
    statements.forEach(([sql, params = []], k) => {
      const stmt = stmts[k] as Prepared
      if (!stmt.name) w.begin('P').cstr('').cstr(sql).i16(0).end()
      bindMessage(w, stmt, params)
      w.begin('E').cstr('').i32(0).end()
    })
    w.begin('S').end()
    const data = await call(w.done(), syncToFs)
    const buf = asBuffer(data)
    const parsers = pg.parsers
    const out: Array<WireResult<T>> = statements.map(() => ({ rows: [], affectedRows: 0 }))
    let k = 0
    // the answer to `before` (its tag and ReadyForQuery) comes first and is not one of the statements'
    let skipping = Boolean(before)
    let error: Map<string, string> | null = null
    for (const m of messages(data)) {
      if (skipping) {
        if (m.type === 'E') error ??= errorFields(data, m.at, m.end)
        if (m.type === 'Z') skipping = false
        continue
      }
      if (m.type === 'D') {
        const fields = (stmts[k] as Prepared).fields
        const n = m.body.getInt16(m.at)
        const row: Record<string, unknown> = {}
        let i = m.at + 2
        for (let f = 0; f < n; f++) {
          const len = m.body.getInt32(i)
          i += 4
          const field = fields[f] as { name: string; type: number }
          if (len === -1) row[field.name] = null
          else {
            const text = buf.toString('utf8', i, i + len)
            const parse = parsers[field.type]
            row[field.name] = parse ? parse(text, field.type) : text
            i += len
          }
        }
        out[k]?.rows.push(row as T)
      } else if (m.type === 'C') {
        const [tag] = cstrAt(data, m.at)
        const parts = tag.split(' ')
        const command = parts[0]
        const result = out[k]
        if (
          result &&
          (command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE')
        )
          result.affectedRows += Number.parseInt(parts[parts.length - 1] ?? '0', 10) || 0
        k++
      } else if (m.type === 'E') {
        error ??= errorFields(data, m.at, m.end)
        if (k >= statements.length) k = statements.length - 1
      }
    }
    if (error) throw new PgliteWireError(error, statements[Math.min(k, statements.length - 1)]?.[0] ?? '')
    return out
  }

  /** Statements without parameters or rows (BEGIN, COMMIT, ROLLBACK) as one simple query; answers the last tag. */
  async function simple(sql: string, syncToFs: boolean): Promise<string> {
    const w = new Writer()
    w.begin('Q').cstr(sql).end()
    const data = await call(w.done(), syncToFs)
    let tag = ''
    for (const m of messages(data)) {
      if (m.type === 'E') throw new PgliteWireError(errorFields(data, m.at, m.end), sql)
      if (m.type === 'C') tag = cstrAt(data, m.at)[0]
    }
    return tag
  }

  return {
    run,
    runMany,
    simple,
    /** After `exec` (migrations, search_path): prepared texts may name what changed; they are prepared again. */
    async forget(): Promise<void> {
      if (prepared.size === 0) return
      prepared.clear()
      await simple('DEALLOCATE ALL', false)
    }
  }
}

export type Wire = ReturnType<typeof createWire>
