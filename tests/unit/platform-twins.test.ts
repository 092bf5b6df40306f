import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Platform differences live in `x.h5.ts(x)` / `x.weapp.ts(x)` pairs that callers import as `./x`. tsc and
 * the tests only ever see the h5 file, so nothing else notices when the weapp twin drifts: this test
 * compares the two files' exports, name by name and type by type.
 */
const root = path.resolve(__dirname, '../..')

function platformFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) platformFiles(p, out)
    else if (/\.(h5|weapp)\.tsx?$/.test(e.name)) out.push(p)
  }
  return out
}

const files = platformFiles(path.join(root, 'src'))
const h5Files = files.filter((f) => /\.h5\.tsx?$/.test(f))
const twinOf = (f: string): string => f.replace(/\.h5\.(tsx?)$/, '.weapp.$1')

const program = ts.createProgram(files, {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2020,
  skipLibCheck: true,
  noEmit: true,
  baseUrl: root,
  paths: { '@/*': ['src/*'], '@lotus/contract/*': ['contract/*'] },
  moduleSuffixes: ['.h5', ''],
  // no global @types packages: the twins import what they use; a third fewer files to parse, same shapes
  types: []
})
const checker = program.getTypeChecker()

const text = (t: ts.Type): string => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation)

/** A type as callers see it: functions by parameter types and optionality (names don't matter), else as written. */
function shape(type: ts.Type, at: ts.Node): string {
  const sigs = type.getCallSignatures()
  if (!sigs.length) return text(type)
  return sigs
    .map((sig) => {
      const params = sig.parameters.map((p) => {
        const decl = p.valueDeclaration
        const optional = !!decl && ts.isParameter(decl) && (!!decl.questionToken || !!decl.initializer)
        return `${optional ? '?' : ''}${text(checker.getTypeOfSymbolAtLocation(p, at))}`
      })
      return `(${params.join(', ')}) => ${text(sig.getReturnType())}`
    })
    .join(' & ')
}

function exportsOf(file: string): Record<string, string> {
  const sf = program.getSourceFile(file)
  if (!sf) throw new Error(`not compiled: ${file}`)
  const mod = checker.getSymbolAtLocation(sf)
  if (!mod) return {}
  const out: Record<string, string> = {}
  for (const sym of checker.getExportsOfModule(mod)) {
    out[sym.getName()] = shape(checker.getTypeOfSymbolAtLocation(sym, sf), sf)
  }
  return out
}

describe('platform twins (*.h5.ts / *.weapp.ts)', () => {
  it('come in pairs', () => {
    expect(h5Files.length).toBeGreaterThan(5)
    for (const f of files) {
      const other = /\.h5\./.test(f) ? twinOf(f) : f.replace(/\.weapp\.(tsx?)$/, '.h5.$1')
      expect(files, `${path.relative(root, f)} has no twin`).toContain(other)
    }
  })

  it.each(h5Files.map((f) => [path.relative(root, f)]))(
    '%s and its weapp twin export the same API',
    (rel) => {
      const f = path.join(root, rel)
      expect(exportsOf(twinOf(f))).toEqual(exportsOf(f))
    }
  )
})
