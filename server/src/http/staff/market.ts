import {
  AisleSortBody,
  MarketAdminQuery,
  SpuPhotoQuery,
  SpuSaveBody,
  SpuSoldOutBody
} from '@lotus/contract/schemas/market-admin'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { editor } from './menu.js'
import { readPhoto } from './photo-upload.js'
import { defineStaffRoute } from './staff-route.js'

/**
 * A supermarket's aisles and goods (issue 37), the menu's actions: owners edit, store staff read and switch
 * 售罄; docs/api.md "Menu".
 */
export function registerMarketAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const market = ctx.services.menuAdmin.market

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/market',
    summary: "A supermarket's aisles in its order with every goods and its SKU table (owners and staff)",
    session: 'required',
    action: 'menu.read',
    subjectInHandler: true,
    query: MarketAdminQuery,
    handler: async ({ query, authorize }) => {
      authorize('menu.read', { merchantId: query.merchantId })
      return market.read(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/market/aisle/sort',
    summary: "Put the aisles under one parent in the store's own order (all of them, once each); owners",
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    body: AisleSortBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.write', { merchantId: body.merchantId })
      await market.sortAisles(editor(session, req), body)
      return null
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/market/spu/save',
    summary:
      'Create a supermarket goods (no id) or save one whole with its SKU table (id and its version); owners',
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    body: SpuSaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.write', { merchantId: body.merchantId })
      return market.saveSpu(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/market/spu/sold-out',
    summary: "Switch 售罄 of one SKU (skuId) or of all a goods' SKUs; owners and staff",
    session: 'required',
    action: 'menu.stock',
    subjectInHandler: true,
    body: SpuSoldOutBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.stock', { merchantId: body.merchantId })
      return market.setSoldOut(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/market/spu/photo',
    summary:
      "A supermarket goods' photo (multipart field `file`, as the menu's), resized by the server; owners",
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    query: SpuPhotoQuery,
    handler: async ({ query, authorize, session, req }) => {
      authorize('menu.write', { merchantId: query.merchantId })
      const bytes = await readPhoto(req)
      return market.uploadPhoto(editor(session, req), { ...query, bytes })
    }
  })
}
