// @ts-check
/**
 * Issue 39: no Chinese written into a screen. A JSX text, attribute or expression that holds a CJK literal is a
 * word the catalogues (src/i18n) do not know, so English and Portuguese readers would see Chinese. Enabled in
 * eslint.config.mjs for the files already converted (I18N_FILES); add a file there once its words are t('key').
 */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u

/** @type {import('eslint').Rule.RuleModule} */
export const noCjkInJsx = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid CJK literals in JSX: words come from the catalogues (t(key))' },
    messages: {
      literal: 'A word on screen comes from the catalogues: t(\'key\') (src/i18n), not "{{text}}".'
    },
    schema: []
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      if (CJK.test(text))
        context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 20) } })
    }
    /** @param {any} node */
    const insideJsx = (node) => {
      for (let p = node.parent; p; p = p.parent) {
        if (p.type === 'JSXAttribute' || p.type === 'JSXExpressionContainer') return true
        if (p.type === 'JSXElement' || p.type === 'JSXFragment') return false
      }
      return false
    }
    return {
      /** @param {any} node */
      JSXText: (node) => check(node, node.value),
      /** @param {any} node */
      Literal: (node) => {
        if (typeof node.value === 'string' && insideJsx(node)) check(node, node.value)
      },
      /** @param {any} node */
      TemplateElement: (node) => {
        if (insideJsx(node)) check(node, node.value.cooked ?? node.value.raw)
      }
    }
  }
}

/**
 * Issue 39, the stricter half: no CJK string anywhere in a converted file's code (a toast, a dialog, a share title, a
 * validation message, a loading text), not only in its JSX. Comments are free. A value the server expects in
 * Chinese (a canonical reason sent back, a tag stored as written) is data, not a word: disable the rule for that line
 * with the reason (`// eslint-disable-next-line i18n/no-cjk-literal -- the server's stored value`).
 */
const TYPE_NODES = new Set([
  'TSLiteralType',
  'TSTypeAnnotation',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeParameterInstantiation',
  'TSModuleDeclaration'
])

/** @type {import('eslint').Rule.RuleModule} */
export const noCjkLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid CJK string literals in code: words come from the catalogues' },
    messages: {
      literal:
        'A word a user reads comes from the catalogues (t(\'key\'), or the words.ts of this subpackage), not "{{text}}".'
    },
    schema: []
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      if (CJK.test(text))
        context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 20) } })
    }
    /** @param {any} node JSX is the other rule's (one report per word) */
    const inJsx = (node) => {
      for (let p = node.parent; p; p = p.parent) {
        if (p.type === 'JSXAttribute' || p.type === 'JSXExpressionContainer') return true
        if (p.type === 'JSXElement' || p.type === 'JSXFragment') return true
      }
      return false
    }
    /**
     * Type positions (a literal type names a value; the value's own site is checked). Not `x as const` or `x!`:
     * those are values.
     * @param {any} node
     */
    const inType = (node) => {
      for (let p = node.parent; p; p = p.parent) if (TYPE_NODES.has(p.type)) return true
      return false
    }
    return {
      /** @param {any} node */
      Literal: (node) => {
        if (typeof node.value !== 'string' || node.parent?.type === 'ImportDeclaration') return
        if (!inJsx(node) && !inType(node)) check(node, node.value)
      },
      /** @param {any} node */
      TemplateElement: (node) => {
        if (!inJsx(node) && !inType(node)) check(node, node.value.cooked ?? node.value.raw)
      }
    }
  }
}
