import type { Compiler } from 'webpack'

const TARO_H5_LOADER = /@tarojs[/\\]taro-loader[/\\]lib[/\\]h5/

/** Puts config/boot-in-tasks.cjs right after Taro's h5 entry loader (loaders run last to first). */
export class BootInTasksPlugin {
  apply(compiler: Compiler): void {
    const loader = require.resolve('./boot-in-tasks.cjs')
    compiler.hooks.compilation.tap('BootInTasksPlugin', (compilation) => {
      // a later stage than Taro's H5Plugin, which adds its loader in the same hook
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap(
        { name: 'BootInTasksPlugin', stage: 100 },
        (_context, module) => {
          const at = module.loaders.findIndex((l) => TARO_H5_LOADER.test(l.loader))
          if (at < 0 || module.loaders.some((l) => l.loader === loader)) return
          // only the app's entry (a page's `.config` goes through the same loader, with a different template)
          if (!/[/\\]app\.config\.[jt]s$/.test(module.resource)) return
          module.loaders.splice(at, 0, { loader, options: {}, ident: null, type: null } as never)
        }
      )
    })
  }
}
