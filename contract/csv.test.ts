import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, toCsv } from './csv'

/** A minimal reader of what toCsv writes (every cell quoted), to check the round trip. */
function parse(csv: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let i = csv.startsWith(CSV_BOM) ? 1 : 0
  while (i < csv.length) {
    if (csv[i] !== '"') throw new Error(`unquoted cell at ${i}`)
    let cell = ''
    i++
    for (;;) {
      if (csv[i] === '"' && csv[i + 1] === '"') {
        cell += '"'
        i += 2
      } else if (csv[i] === '"') {
        i++
        break
      } else cell += csv[i++]
    }
    row.push(cell)
    if (csv[i] === ',') i++
    else if (csv.startsWith('\r\n', i)) {
      rows.push(row)
      row = []
      i += 2
    }
  }
  return rows
}

describe('toCsv', () => {
  it('starts with a BOM so Excel opens Chinese as UTF-8', () => {
    const csv = toCsv(['日期', '營業額'], [['2026-11-22', 12345]])
    expect(csv.startsWith('\uFEFF"日期","營業額"\r\n')).toBe(true)
  })

  it('escapes cells that a spreadsheet would run as a formula', () => {
    for (const bad of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x'])
      expect(csvCell(bad).startsWith(`"'`)).toBe(true)
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    // numbers stay numbers, negative ones too
    expect(csvCell(-1500)).toBe('"-1500"')
    expect(csvCell('楊枝甘露')).toBe('"楊枝甘露"')
  })

  it('reads back as written, no cell starting with a formula character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const back = parse(toCsv(['a', 'b'], rows))
          expect(back.length).toBe(rows.length + 1)
          back.slice(1).forEach((r, i) => {
            r.forEach((cell, j) => {
              expect(/^[=+\-@\t\r]/.test(cell)).toBe(false)
              const orig = rows[i]![j]!
              expect(cell === orig || cell === `'${orig}`).toBe(true)
            })
          })
        }
      )
    )
  })
})
