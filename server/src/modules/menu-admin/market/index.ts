import type { UploadService } from '../../upload/upload-service.js'
import type { Editor, MenuAdminDeps } from '../shared.js'
import { readMarket } from './read-market.js'
import { saveSpu, type SpuInput } from './save-spu.js'
import { setSpuSoldOut } from './set-sold-out.js'
import { sortAisles } from './sort-aisles.js'
import { uploadSpuPhoto } from './upload-photo.js'

/** A supermarket's aisles and goods in the console (issue 37), one file per operation, as the menu's. */
export function createMarketAdmin(deps: MenuAdminDeps & { uploads: UploadService }) {
  return {
    read: (merchantId: number) => readMarket(deps.db, merchantId),
    sortAisles: (who: Editor, input: Parameters<typeof sortAisles>[2]) => sortAisles(deps, who, input),
    saveSpu: (who: Editor, input: SpuInput) => saveSpu(deps, who, input),
    setSoldOut: (who: Editor, input: Parameters<typeof setSpuSoldOut>[2]) => setSpuSoldOut(deps, who, input),
    uploadPhoto: (who: Editor, input: Parameters<typeof uploadSpuPhoto>[2]) =>
      uploadSpuPhoto(deps, who, input)
  }
}
