// @vitest-environment node
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/** The import boundaries of eslint.config.mjs, run on small snippets at made-up paths of the app. */
const ROOT = path.resolve(__dirname, '../..')
let eslint: ESLint

// loading the config and the TypeScript parser is the slow part: done once, before the cases
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT })
  await eslint.lintText('export {}\n', { filePath: path.join(ROOT, 'src/warm-up.ts') })
}, 180_000)

async function errors(file: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }))
}

const BOUNDARY = 'lotus/boundaries'

describe('import boundaries of the app', () => {
  it('a subpackage may not use another subpackage, by relative path or alias', async () => {
    const relative = await errors(
      'src/packages/takeaway/pages/menu/index.tsx',
      "import { SP } from '../../../spell/hooks/paths'\nexport const x = SP\n"
    )
    expect(relative).toEqual([
      {
        rule: BOUNDARY,
        message:
          "The takeaway subpackage may not import from the spell subpackage (a weapp subpackage cannot load another's code)."
      }
    ])
    const alias = await errors(
      'src/packages/supermarket/hooks/use-x.ts',
      "export { GroupHome } from '@/packages/group/pages/home/index'\n"
    )
    expect(alias.map((e) => e.rule)).toEqual([BOUNDARY])
    expect(alias[0]?.message).toContain('from the group subpackage')
  })

  it('the main package may not use a subpackage', async () => {
    const found = await errors(
      'src/components/x/index.tsx',
      "import { useSpellRoom } from '@/packages/spell/hooks/use-spell-room'\nexport const x = useSpellRoom\n"
    )
    expect(found).toEqual([
      {
        rule: BOUNDARY,
        message:
          'Main-package code may not import from src/packages/spell (it is loaded only with its subpackage).'
      }
    ])
  })

  it('app code, tests included, may not import from the server', async () => {
    const found = await errors(
      'src/services/x.test.ts',
      "import { sign } from '../../server/src/http/sign-text'\nexport const x = sign\n"
    )
    expect(found.map((e) => e.rule)).toEqual([BOUNDARY])
    expect(found[0]?.message).toContain('@lotus/contract/*')
  })

  it('app code may not import the staff console (its own bundle)', async () => {
    const found = await errors(
      'src/pages/index/index.tsx',
      "import { App } from '../../../console/src/app'\nexport const x = App\n"
    )
    expect(found.map((e) => e.rule)).toEqual([BOUNDARY])
    expect(found[0]?.message).toContain('console/')
  })

  it('contract schemas reach the app as types only (zod stays out of the bundle)', async () => {
    const value = await errors(
      'src/services/x.ts',
      "import { CalcBody } from '@lotus/contract/schemas/cart'\nexport const x = CalcBody\n"
    )
    expect(value.map((e) => e.rule)).toEqual(['@typescript-eslint/no-restricted-imports'])
    const typeOnly = await errors(
      'src/services/x.ts',
      "import type { CalcBody } from '@lotus/contract/schemas/cart'\nexport type X = typeof CalcBody\n"
    )
    expect(typeOnly).toEqual([])
  })

  it('allows own code, the main package and the contract', async () => {
    const found = await errors(
      'src/packages/spell/pages/room/index.tsx',
      [
        "import { SP } from '../../hooks/paths'",
        "import { Menu } from '@/components/menu'",
        "import { formatMop } from '@lotus/contract/money'",
        'export const x = [SP, Menu, formatMop]',
        ''
      ].join('\n')
    )
    expect(found).toEqual([])
  })

  it('the contract imports neither side', async () => {
    const found = await errors(
      'contract/x.ts',
      "import { request } from '@/services/request'\nexport const x = request\n"
    )
    expect(found.map((e) => e.rule)).toEqual(['no-restricted-imports'])
    expect(found[0]?.message).toContain('types and pure rules only')
  })
})
