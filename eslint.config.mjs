// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { noCjkInJsx, noCjkLiteral } from './scripts/lint/no-cjk-in-jsx.mjs'

const ROOT = path.dirname(fileURLToPath(import.meta.url))
const SRC = path.join(ROOT, 'src')
const SERVER = path.join(ROOT, 'server')
const CONSOLE = path.join(ROOT, 'console')
const PACKAGES = path.join(SRC, 'packages')
/** The weapp subpackages: each is downloaded on its own, so none may use another's code. */
const SUBPACKAGES = ['pagesA', 'pagesUser', 'supermarket', 'takeaway', 'spell', 'group', 'general']
/**
 * Files whose words all come from the catalogues (issue 39): no CJK literal in their JSX. Add each file converted,
 * or a whole subpackage's folder as a glob once all of it speaks through its words.ts.
 */
const I18N_FILES = [
  'src/pages/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/packages/pagesUser/**/*.{ts,tsx}',
  'src/packages/pagesA/**/*.{ts,tsx}',
  'src/packages/spell/**/*.{ts,tsx}',
  'src/packages/supermarket/**/*.{ts,tsx}',
  'src/packages/group/**/*.{ts,tsx}',
  'src/packages/takeaway/**/*.{ts,tsx}',
  'src/packages/general/**/*.{ts,tsx}',
  'src/services/**/*.ts',
  'src/stores/**/*.ts',
  'src/utils/**/*.ts',
  'src/hooks/**/*.{ts,tsx}',
  'src/queries/**/*.ts'
]

/** `src/packages/<root>` of an absolute path, `main` for the rest of src, null outside src. */
function bundleOf(file) {
  const rel = path.relative(SRC, file)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null
  const parts = rel.split(path.sep)
  // src/ssr is no bundle of the app: the server's renderer of first screens, built apart (config/ssr-bundle.ts)
  if (parts[0] === 'ssr') return null
  if (parts[0] !== 'packages') return 'main'
  return parts[1] && SUBPACKAGES.includes(parts[1]) ? parts[1] : 'packages'
}

/**
 * Where app code may import from, resolved on the real path (so `../../spell/x` and `@/packages/spell/x`
 * are the same import): never the server (the contract is the shared part), never another subpackage,
 * and the main package never from a subpackage.
 */
const boundaries = {
  meta: {
    type: 'problem',
    messages: {
      server: 'App code may not import from server/: use @lotus/contract/* (types and pure rules).',
      console: 'App code may not import from console/: the staff console is its own bundle.',
      subpackage:
        "The {{from}} subpackage may not import from the {{to}} subpackage (a weapp subpackage cannot load another's code).",
      main: 'Main-package code may not import from src/packages/{{to}} (it is loaded only with its subpackage).'
    },
    schema: []
  },
  create(context) {
    const file = context.filename
    const from = bundleOf(file)
    if (from === null) return {}
    const check = (node) => {
      const source = node?.value
      if (typeof source !== 'string') return
      let target
      if (source.startsWith('.')) target = path.resolve(path.dirname(file), source)
      else if (source.startsWith('@/')) target = path.join(SRC, source.slice(2))
      else return
      if (!path.relative(SERVER, target).startsWith('..')) {
        context.report({ node, messageId: 'server' })
        return
      }
      if (!path.relative(CONSOLE, target).startsWith('..')) {
        context.report({ node, messageId: 'console' })
        return
      }
      const to = bundleOf(target)
      if (to === null || to === 'main' || to === from) return
      const name = path.relative(PACKAGES, target).split(path.sep)[0]
      if (from === 'main') context.report({ node, messageId: 'main', data: { to: name } })
      else context.report({ node, messageId: 'subpackage', data: { from, to: name } })
    }
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
      // vi.mock('../x') and require('../x') reach the same code
      CallExpression: (n) => {
        const callee = n.callee
        const isMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual'].includes(callee.property.name)
        const isRequire = callee.type === 'Identifier' && callee.name === 'require'
        if ((isMock || isRequire) && n.arguments[0]?.type === 'Literal') check(n.arguments[0])
      }
    }
  }
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      '.data/',
      '.temp/',
      'coverage/',
      '**/*.d.ts',
      'server/.data*/',
      'server/dist/',
      'console/dist/'
    ]
  },
  js.configs.recommended,
  {
    files: ['babel.config.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } }
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {
      globals: {
        ...globals.browser,
        ...globals.node,
        defineAppConfig: 'readonly',
        definePageConfig: 'readonly'
      }
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Taro'][property.name='request']",
          message: 'Only src/services/request.ts may call Taro.request.'
        },
        {
          selector:
            "MemberExpression[object.name='Taro'][property.name=/^(showModal|showActionSheet|chooseImage)$/]",
          message: 'Use @/services/dialogs: Taro’s h5 dialogs speak Simplified Chinese in WeChat green.'
        }
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'crypto-js',
              message: 'Import one algorithm: crypto-js/md5, crypto-js/hmac-sha256, crypto-js/enc-base64.'
            },
            {
              name: '@nutui/nutui-react-taro',
              message: 'Import from @/components/nut/<component> (the barrel pulls lottie).'
            }
          ]
        }
      ]
    }
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { lotus: { rules: { boundaries } } },
    rules: {
      'lotus/boundaries': 'error',
      // zod stays out of the app bundle (h5 first load budget): the request schemas are types to the app
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lotus/contract/schemas/*'],
              allowTypeImports: true,
              message:
                'The app may import contract schemas as types only (import type …): zod stays out of the bundle.'
            }
          ]
        }
      ]
    }
  },
  {
    // the contract runs on both sides: it imports neither side, nor any platform
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '**/src/**', '**/server/**', '@tarojs/*', 'node:*'],
              message: 'The contract holds types and pure rules only: no app, server or platform imports.'
            }
          ]
        }
      ]
    }
  },
  {
    files: ['src/services/request.ts', 'src/services/dialogs.ts'],
    rules: { 'no-restricted-syntax': 'off' }
  },
  {
    // mqtt.js is 105 KB gzip: only the spell subpackage may import it
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/mqtt/**', 'src/packages/spell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'mqtt', message: 'mqtt.js belongs to the spell subpackage and src/services/mqtt only.' },
            {
              name: 'crypto-js',
              message: 'Import one algorithm: crypto-js/md5, crypto-js/hmac-sha256, crypto-js/enc-base64.'
            },
            {
              name: '@nutui/nutui-react-taro',
              message: 'Import from @/components/nut/<component> (the barrel pulls lottie).'
            }
          ]
        }
      ]
    }
  },
  {
    // Server layering: domain modules know nothing of HTTP, and route files use ctx.services (built once in
    // server/src/services.ts) instead of constructing their own services and caches.
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', '**/http'],
              message: 'Domain modules never import from server/src/http/.'
            }
          ]
        }
      ]
    }
  },
  {
    files: ['server/src/http/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^create[A-Z][A-Za-z]*(Service|Modules|Store|Hub|Acl|Authenticator)$/]',
          message: 'Build services once in server/src/services.ts and use ctx.services.'
        }
      ]
    }
  },
  {
    // The staff console (issue 36): its own bundle; it shares only the contract's pure rules and types.
    files: ['console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '**/src/**', '**/server/**', '@tarojs/*', '@nutui/*'],
              message: 'The console imports only its own files, its packages and @lotus/contract/*.'
            }
          ]
        }
      ]
    }
  },
  {
    files: I18N_FILES,
    // tests and their fixtures type what a Chinese reader sees; words.ts is where the words are
    // a page's index.config.ts title is the build's default: the nav bar puts the title in the reader's language
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-support/**',
      '**/*fixtures*',
      '**/words.ts',
      '**/index.config.ts',
      // the tab pages' configs (src/pages/<tab>/<page>.config.ts), the same build defaults
      'src/pages/**/*.config.ts'
    ],
    plugins: { i18n: { rules: { 'no-cjk-in-jsx': noCjkInJsx, 'no-cjk-literal': noCjkLiteral } } },
    rules: { 'i18n/no-cjk-in-jsx': 'error', 'i18n/no-cjk-literal': 'error' }
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' }
  }
)
