import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { AddressDeleteBody, AddressSaveBody } from '@lotus/contract/schemas/address'

export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { addresses } = ctx.services

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
    body: AddressSaveBody,
    handler: async ({ body, requireAuth }) => addresses.save(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/user/address/delete',
    summary: 'Delete an address',
    tags: ['address'],
    auth: 'required',
    consumes: ['application/x-www-form-urlencoded'],
    body: AddressDeleteBody,
    handler: async ({ body, requireAuth }) => {
      await addresses.remove(requireAuth().userId, body.id)
      return null
    }
  })
}
