import type { MallContext } from './shared.js'

/** A gift's name (its picture is drawn from it). */
export const itemName =
  (ctx: MallContext) =>
  async (id: number): Promise<string | undefined> => {
    const { db } = ctx
    return (await db.one<{ name: string }>('SELECT name FROM pmall_items WHERE id = $1', [id]))?.name
  }
