import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * docs/copy.md: the app speaks Macau Traditional Chinese. The words in its "not" column must not reach a
 * screen: this scans every page, component and contract text (tests excluded) for them.
 */
const root = path.resolve(__dirname, '../..')
const FORBIDDEN = ['登錄', '默認', '賬戶', '賬號', '搜索', '加載', '鏈接', '緩存', '外卖', '团购', '拼团']

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) sources(p, out)
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p)
  }
  return out
}

/** Mainland words a Macau reader notices (issue 35 §13): 設定, 資料, 芫荽, 遞交, 短訊, 品質 instead. */
const MAINLAND = ['設置', '信息', '香菜', '提交證件', '短信', '質量']
/**
 * Characters only Simplified Chinese writes (each one's Traditional form differs): none may reach a screen.
 * Taro's own h5 dialogs were the source (确定, 拍摄, 从相册选择): src/services/dialogs.ts words them.
 */
const SIMPLIFIED =
  '设从选择摄这个们时为对说发会来过还进开关头车门问间页现实点电话号码单费价钱买卖东张长场报让应样没种书经给红线级' +
  '结总请订计语该详调资账货购输转边运达远连递钟链销错闭须题风马验鱼鸡鲜龙优员图无与务处备确认删录载网评论领额减满积' +
  '签帮区广产乐饭饮烧汤虾猪药预约'

/** Every text a screen can show: string literals, template text and JSX text (comments and names are not shown). */
function shownTexts(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const out: string[] = []
  const visit = (n: ts.Node): void => {
    if (
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      ts.isJsxText(n) ||
      ts.isTemplateHead(n) ||
      ts.isTemplateMiddle(n) ||
      ts.isTemplateTail(n)
    )
      out.push(n.text)
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return out
}

describe('copy glossary (docs/copy.md)', () => {
  it(
    'every text the app, the contract and the server show is Macau Traditional Chinese',
    { timeout: 60_000 },
    () => {
      const hits: string[] = []
      for (const dir of ['src', 'contract', 'server/src']) {
        for (const file of sources(path.join(root, dir))) {
          for (const text of shownTexts(file)) {
            const simplified = Array.from(text).filter((c) => SIMPLIFIED.includes(c))
            const mainland = MAINLAND.filter((w) => text.includes(w))
            if (simplified.length || mainland.length)
              hits.push(
                `${path.relative(root, file)}: ${[...simplified, ...mainland].join(' ')} in 「${text}」`
              )
          }
        }
      }
      expect(hits).toEqual([])
    }
  )

  it('the scan sees what a screen shows, and not comments', () => {
    const file = path.join(root, 'src/i18n/zh-Hant-MO.ts')
    const texts = shownTexts(file)
    expect(texts).toContain('確定')
    expect(texts).toContain('從相簿選擇')
    expect(texts.join('')).not.toContain('Simplified')
  })

  it('no mainland or developer word in app, contract or server texts', () => {
    const hits: string[] = []
    for (const dir of ['src', 'contract', 'server/src']) {
      for (const file of sources(path.join(root, dir))) {
        const text = readFileSync(file, 'utf8')
        for (const w of FORBIDDEN) if (text.includes(w)) hits.push(`${path.relative(root, file)}: ${w}`)
      }
    }
    expect(hits).toEqual([])
  })

  it('every forbidden word is in the glossary’s “not” column', () => {
    const glossary = readFileSync(path.join(root, 'docs/copy.md'), 'utf8')
    for (const w of ['登錄', '默認', '賬戶', '搜索', '加載', '鏈接', '緩存', ...MAINLAND])
      expect(glossary).toContain(w)
  })
})
