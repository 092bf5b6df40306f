import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import { ADDRESS_TAGS, createAddressService } from '../../../../modules/address/address-service.js'
import { AREA_CODES } from '@lotus/contract/phone'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { intString } from '../../../validate.js'

const SaveBody = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  name: z.string().trim().min(1).max(20),
  areaCode: z.enum(AREA_CODES),
  phone: z.string().regex(/^\d{6,15}$/),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  tag: z.enum(ADDRESS_TAGS).default('其他'),
  address: z.string().trim().min(1).max(100),
  detail: z.string().trim().max(100).default(''),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  isDefault: z.boolean().optional()
})

const DeleteBody = z.strictObject({ id: intString(1, 2_147_483_647) })

export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const addresses = createAddressService(ctx)

  defineRoute(app, {
    method: 'GET',
    url: '/v1/user/address/list',
    summary: "The user's delivery addresses (default first)",
    tags: ['address'],
    auth: 'required',
    handler: async ({ requireAuth }) => addresses.list(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/user/address/save',
    summary: 'Create (no id) or update (id) an address',
    tags: ['address'],
    auth: 'required',
    consumes: ['application/json'],
    body: SaveBody,
    handler: async ({ body, requireAuth }) => addresses.save(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/user/address/delete',
    summary: 'Delete an address',
    tags: ['address'],
    auth: 'required',
    consumes: ['application/x-www-form-urlencoded'],
    body: DeleteBody,
    handler: async ({ body, requireAuth }) => {
      await addresses.remove(requireAuth().userId, body.id)
      return null
    }
  })
}
