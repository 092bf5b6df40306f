import { MAX_PHOTO_BYTES } from '@lotus/contract/menu-admin'
import type { FastifyRequest } from 'fastify'
import { AppError, ErrorCode, validation } from '../../errors.js'

/** The one photo of a multipart upload (field `file`, at most MAX_PHOTO_BYTES): the menu's and the supermarket's. */
export async function readPhoto(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw validation('請以 multipart/form-data 上傳相片（欄位 file）')
  const file = await req.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } })
  if (!file || file.fieldname !== 'file') throw validation('缺少參數 file')
  try {
    return await file.toBuffer()
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCode.FILE_TOO_LARGE, `相片不可超過 ${MAX_PHOTO_BYTES / 1024 / 1024} MB`)
    throw err
  }
}
