import { createRequire } from 'node:module'
import path from 'node:path'
import type { build } from 'esbuild'
import type { Compiler } from 'webpack'

/**
 * Where the server finds it in a build: `SSR_BUNDLE` of contract/page-boot.ts (Taro's config loader cannot load
 * contract/'s modules; server/tests/first-screen.test.ts checks the two agree).
 */
export const SSR_BUNDLE = 'ssr/first-screens.cjs'

const root = path.resolve(__dirname, '..')
const src = (p: string) => path.join(root, 'src', p)

/**
 * Bundles src/ssr/first-screens.tsx for Node: the app's own page components with Taro, its web components and
 * the platform's measurements replaced (src/ssr/*), styles left to the page's CSS files. Uses the esbuild the
 * server is compiled with (server/package.json).
 */
export async function buildSsrBundle(outFile: string): Promise<void> {
  const esbuild = createRequire(path.join(root, 'server', 'package.json'))('esbuild') as {
    build: typeof build
  }
  await esbuild.build({
    entryPoints: [src('ssr/first-screens.tsx')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    tsconfig: path.join(root, 'tsconfig.json'),
    // h5's files first, as Taro's h5 build resolves them
    resolveExtensions: ['.h5.tsx', '.h5.ts', '.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: {
      '@tarojs/taro': src('ssr/taro.ts'),
      '@tarojs/components': src('ssr/components.tsx'),
      '@/services/system-info': src('ssr/system-info.ts')
    },
    loader: { '.scss': 'empty', '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    define: { 'process.env.TARO_ENV': '"h5"', 'process.env.NODE_ENV': '"production"' }
  })
}

/** h5 build: writes SSR_BUNDLE into the output beside route-chunks.json, from the same sources as the pages. */
export class SsrBundlePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('SsrBundlePlugin', async (compilation) => {
      await buildSsrBundle(path.join(compilation.outputOptions.path ?? path.join(root, 'dist'), SSR_BUNDLE))
    })
  }
}
