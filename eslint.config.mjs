// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'dist-*/', '.data/', 'coverage/', '**/*.d.ts', 'server/.data*/']
  },
  js.configs.recommended,
  { files: ['babel.config.js'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } } },
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
        }
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'crypto-js', message: 'Import one algorithm: crypto-js/md5, crypto-js/hmac-sha256, crypto-js/enc-base64.' },
            { name: '@nutui/nutui-react-taro', message: 'Import from @/components/nut/<component> (the barrel pulls lottie).' }
          ]
        }
      ]
    }
  },
  {
    files: ['src/services/request.ts'],
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
            { name: 'mqtt', message: 'mqtt.js belongs to the spell subpackage only.' },
            { name: 'crypto-js', message: 'Import one algorithm: crypto-js/md5, crypto-js/hmac-sha256, crypto-js/enc-base64.' },
            { name: '@nutui/nutui-react-taro', message: 'Import from @/components/nut/<component> (the barrel pulls lottie).' }
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
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' }
  }
)
