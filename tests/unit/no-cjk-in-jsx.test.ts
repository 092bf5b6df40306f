import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module of the lint config, without types
import { noCjkInJsx, noCjkLiteral } from '../../scripts/lint/no-cjk-in-jsx.mjs'

/** Issue 39's lint rule: Chinese written into JSX is refused; words through t('key') and Chinese outside JSX pass. */
const lint = (code: string) =>
  new Linter({ configType: 'flat' }).verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { i18n: { rules: { 'no-cjk-in-jsx': noCjkInJsx, 'no-cjk-literal': noCjkLiteral } } },
        rules: { 'i18n/no-cjk-in-jsx': 'error', 'i18n/no-cjk-literal': 'error' }
      }
    ],
    'x.tsx'
  )

describe('i18n/no-cjk-in-jsx', () => {
  it('refuses Chinese text, attributes, strings and templates in JSX', () => {
    const found = lint('const a = <div aria-label="返回">設定{"重試"}{`${n}分鐘前`}</div>').map(
      (m) => m.ruleId
    )
    expect(found).toEqual(Array(4).fill('i18n/no-cjk-in-jsx'))
  })

  it('refuses Chinese strings in code too (a toast, a loading text, a template), once each', () => {
    const found = lint(
      'showToast({ title: "已保存" }); const s = `${n}分鐘前`; const a = <div title="設定" />;' +
        ' const reasons = ["不想要了"] as const; type Tag = "家" | "公司"'
    ).map((m) => m.ruleId)
    expect(found.sort()).toEqual(['i18n/no-cjk-in-jsx', ...Array(3).fill('i18n/no-cjk-literal')])
  })

  it('lets catalogue words, Latin text, comments and a line marked as the server’s value pass', () => {
    expect(
      lint(
        '// 設定 in a comment\nconst a = <div aria-label={t("common.back")}>{t("x")} Lotus v2</div>\n' +
          '// eslint-disable-next-line i18n/no-cjk-literal -- the server stores the reason as written\n' +
          'const reason = "其他原因"'
      )
    ).toEqual([])
  })
})
