import type { AdminSpu } from '@lotus/contract/market-admin'
import type { UploadService } from '../../upload/upload-service.js'
import { savePhoto, type PhotoTarget } from '../save-photo.js'
import type { Editor, MenuAdminDeps } from '../shared.js'
import { lockSpu, staleSpu, toAdminSpu, type SpuRow } from './shared.js'

const SPU: PhotoTarget<SpuRow, AdminSpu> = {
  table: 'market_spus',
  lock: lockSpu,
  stale: staleSpu,
  view: toAdminSpu,
  action: 'market.spu.photo',
  subjectType: 'market_spu'
}

/** A supermarket goods' photo from the device, saved as a takeaway goods' is (save-photo.ts). */
export const uploadSpuPhoto = (
  deps: MenuAdminDeps & { uploads: UploadService },
  who: Editor,
  input: { merchantId: number; id: number; version: number; bytes: Buffer }
): Promise<AdminSpu> => savePhoto(deps, SPU, who, input)
