import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '..')
/** Chinese characters and the full-width punctuation that comes with them. */
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u

/** The console's code: every .ts and .tsx but tests and this folder (the catalogues and the languages' own names). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) return p === __dirname ? [] : sources(p)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : []
  })
}

/** Strings, templates and JSX text with Chinese in them (comments are not read: they are for us). */
function literals(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node) ||
        ts.isRegularExpressionLiteral(node)) &&
      CJK.test(node.getText(source))
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      found.push(`${path.relative(SRC, file)}:${line + 1} ${node.getText(source).trim()}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the console code', () => {
  it('reads every text a person sees from a catalogue (no Chinese literal outside console/src/i18n)', () => {
    const files = sources(SRC)
    expect(files.length).toBeGreaterThan(40)
    expect(files.flatMap(literals)).toEqual([])
  })
})
