import { DAY_MS, macauDayStart } from '@lotus/contract/macau-time'
import type { JobQueue } from '../jobs/job-queue.js'
import type { UploadService } from '../upload/upload-service.js'
import { deleteCategory } from './delete-category.js'
import { createMarketAdmin } from './market/index.js'
import { readMenu } from './read-menu.js'
import { DAILY_STOCK_JOB, resetDailyStock } from './reset-daily-stock.js'
import { saveCategory } from './save-category.js'
import { saveGoods, type GoodsInput } from './save-goods.js'
import { setSellBy } from './set-sell-by.js'
import { setSoldOut } from './set-sold-out.js'
import type { Editor, MenuAdminDeps } from './shared.js'
import { sortCategories } from './sort-categories.js'
import { uploadPhoto } from './upload-photo.js'

export type { Editor }

/**
 * The shop keeps its own menu (issue 37), one file per operation. Routes (http/staff/menu.ts) ask the policy
 * first; every write checks the row's version, writes the audit log in its transaction and then drops the
 * customer-side caches of that shop's menu (`changed`), so the next customer read shows it.
 */
export function createMenuAdminService(deps: MenuAdminDeps & { uploads: UploadService; jobs: JobQueue }) {
  deps.jobs.every(
    DAILY_STOCK_JOB,
    (after) => macauDayStart(after) + DAY_MS,
    async (t) => {
      for (const m of await resetDailyStock(t)) deps.changed(m)
    }
  )
  return {
    menu: (merchantId: number) => readMenu(deps.db, merchantId),
    saveCategory: (who: Editor, input: Parameters<typeof saveCategory>[2]) => saveCategory(deps, who, input),
    deleteCategory: (who: Editor, input: Parameters<typeof deleteCategory>[2]) =>
      deleteCategory(deps, who, input),
    sortCategories: (who: Editor, input: Parameters<typeof sortCategories>[2]) =>
      sortCategories(deps, who, input),
    saveGoods: (who: Editor, input: GoodsInput) => saveGoods(deps, who, input),
    setSoldOut: (who: Editor, input: Parameters<typeof setSoldOut>[2]) => setSoldOut(deps, who, input),
    uploadPhoto: (who: Editor, input: Parameters<typeof uploadPhoto>[2]) => uploadPhoto(deps, who, input),
    setSellBy: (who: Editor, input: Parameters<typeof setSellBy>[2]) => setSellBy(deps, who, input),
    /** a supermarket's aisles and SPUs with their SKU tables */
    market: createMarketAdmin(deps)
  }
}

export type MenuAdminService = ReturnType<typeof createMenuAdminService>
