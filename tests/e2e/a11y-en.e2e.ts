import { a11ySweep } from './a11y-sweep'

/** Every registered page through axe (and the main pages' tap targets) in English: ./a11y-sweep.ts. */
await a11ySweep('en-US')
