import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * The staff console's own bundle: served by the server at /console (server/src/http/staff/console-static.ts),
 * nothing shared with the customer app's build. The contract's pure rules come in through the same alias as
 * everywhere else; `npm run dev -w console` proxies /api to a server on PORT (default 8080).
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { alias: { '@lotus/contract': path.resolve(here, '../contract') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // the libraries change less often than the pages: their own long-cached files
        manualChunks: (id) =>
          /node_modules\/(antd|@ant-design|rc-|@rc-component)/.test(id)
            ? 'antd'
            : /node_modules\/(@refinedev|@tanstack|react-router)/.test(id)
              ? 'refine'
              : /node_modules\/(react|react-dom|scheduler)\//.test(id)
                ? 'react'
                : undefined
      }
    }
  },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` } }
})
