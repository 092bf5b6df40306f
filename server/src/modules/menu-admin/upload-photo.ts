import type { AdminGoods } from '@lotus/contract/menu-admin'
import type { UploadService } from '../upload/upload-service.js'
import { savePhoto, type PhotoTarget } from './save-photo.js'
import {
  lockGoods,
  staleGoods,
  toAdminGoods,
  type Editor,
  type GoodsRow,
  type MenuAdminDeps
} from './shared.js'

const GOODS: PhotoTarget<GoodsRow, AdminGoods> = {
  table: 'goods',
  lock: lockGoods,
  stale: staleGoods,
  view: toAdminGoods,
  action: 'menu.goods.photo',
  subjectType: 'goods'
}

/** A takeaway goods' photo from the device (save-photo.ts). */
export const uploadPhoto = (
  deps: MenuAdminDeps & { uploads: UploadService },
  who: Editor,
  input: { merchantId: number; id: number; version: number; bytes: Buffer }
): Promise<AdminGoods> => savePhoto(deps, GOODS, who, input)
