import type { Compiler } from 'webpack'

/**
 * h5 (issue 13): writes `route-chunks.json` beside index.html: for each public URL of a page, the script and style
 * files of its lazily loaded chunk. The server names them in that URL's index.html as `<link rel="preload">`,
 * so a first visit fetches the page's chunk with the entry instead of after it has run (one round trip less
 * before the first screen). Keys are the URLs of config/custom-routes.ts.
 */
export class RouteChunksPlugin {
  constructor(private readonly urls: (taroPath: string) => string[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const out: Record<string, string[]> = {}
          const publicPath = String(compilation.outputOptions.publicPath ?? '/')
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue
            for (const origin of group.origins) {
              // the entry's `import()` of a page, relative to src/ (Taro's loader writes `./pages/x/index` and
              // `./packages/y/pages/x/index`); an absolute …/src/… path is read the same way
              const m = /^(?:.*[/\\]src[/\\]|\.\/)?(.+?)(?:\.[jt]sx?)?(?:\?.*)?$/.exec(origin.request ?? '')
              const taroPath = m ? `/${m[1]!.replace(/\\/g, '/')}` : null
              if (!taroPath || !/^\/(packages\/[^/]+\/)?pages\/[^/]+\/[^/]+$/.test(taroPath)) continue
              const files = group.chunks
                .flatMap((c) => [...c.files])
                .filter((f) => /\.(js|css)$/.test(f))
                .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
                .map((f) => publicPath + f)
              for (const url of this.urls(taroPath)) out[url] = files
            }
          }
          compilation.emitAsset('route-chunks.json', new sources.RawSource(JSON.stringify(out)))
        }
      )
    })
  }
}
