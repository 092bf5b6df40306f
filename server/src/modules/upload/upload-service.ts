import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { validation } from '../../errors.js'
import { sniffImage, type ImageMime } from './image-type.js'

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024

/** Uploads live in the database so the in-memory mode and several processes need no shared disk. */
export function createUploadService(deps: { db: Db; clock: Clock }) {
  return {
    async saveImage(userId: number, bytes: Buffer): Promise<{ url: string }> {
      const mime = sniffImage(bytes)
      if (!mime) throw validation('參數 file 須為 PNG、JPEG、WebP 或 GIF 圖片')
      const id = randomBytes(16).toString('base64url')
      await deps.db.query(
        'INSERT INTO uploads (id, user_id, mime, size, bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, userId, mime, bytes.length, bytes, deps.clock.now()]
      )
      return { url: `/api/files/${id}` }
    },

    /** A photo a member of staff uploaded (already shrunk: goods-photo.ts), in the caller's transaction. */
    async saveStaffImage(t: Db, staffId: number, bytes: Buffer): Promise<{ url: string }> {
      const id = randomBytes(16).toString('base64url')
      await t.query(
        'INSERT INTO uploads (id, staff_id, mime, size, bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, staffId, 'image/jpeg', bytes.length, bytes, deps.clock.now()]
      )
      return { url: `/api/files/${id}` }
    },

    async load(id: string): Promise<{ mime: ImageMime; bytes: Buffer } | null> {
      const row = await deps.db.one<{ mime: ImageMime; bytes: Uint8Array }>(
        'SELECT mime, bytes FROM uploads WHERE id = $1',
        [id]
      )
      return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null
    }
  }
}

export type UploadService = ReturnType<typeof createUploadService>
