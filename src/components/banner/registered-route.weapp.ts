/** weapp: unknown here (navigateTo itself fails for a missing page, and openPath catches that). */
export function registered(_url: string): boolean | undefined {
  return undefined
}
