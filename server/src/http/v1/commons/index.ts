import type { FastifyInstance } from 'fastify'
import { validation } from '../../../errors.js'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'

export function registerCommonsRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v1/commons/upload',
    summary: 'Upload an image (multipart field `file`, PNG/JPEG/WebP/GIF, at most 2 MB)',
    tags: ['commons'],
    consumes: ['multipart/form-data'],
    auth: 'required',
    handler: async ({ req, requireAuth }) => {
      const { userId } = requireAuth()
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw validation('缺少參數 file')
      // toBuffer throws FST_REQ_FILE_TOO_LARGE past the 2 MB limit, answered as FILE_TOO_LARGE.
      const bytes = await file.toBuffer()
      return ctx.services.uploads.saveImage(userId, bytes)
    }
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/commons/config',
    summary: 'Remote config: data is a JSON string of the seven config groups',
    tags: ['commons'],
    handler: async () => ctx.services.config.asJsonString()
  })
}
