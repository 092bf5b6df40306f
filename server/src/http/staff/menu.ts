import { MAX_PHOTO_BYTES } from '@lotus/contract/menu-admin'
import {
  CategoryDeleteBody,
  CategorySaveBody,
  CategorySortBody,
  GoodsPhotoQuery,
  GoodsSaveBody,
  GoodsSellByBody,
  MenuQuery,
  SoldOutBody
} from '@lotus/contract/schemas/menu-admin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Editor } from '../../modules/menu-admin/menu-admin-service.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import type { AppContext } from '../context.js'
import { readPhoto } from './photo-upload.js'
import { defineStaffRoute } from './staff-route.js'

export const editor = (session: StaffSession, req: FastifyRequest): Editor => ({
  staffId: session.account.id,
  name: session.account.username,
  ip: req.ip
})

/** The shop's menu (issue 37): owners edit it all, shop staff read it and switch 售罄; docs/api.md "Menu". */
export function registerMenuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const menu = ctx.services.menuAdmin

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/menu',
    summary: "One shop's whole menu with each row's version (owners and staff of that shop)",
    session: 'required',
    action: 'menu.read',
    subjectInHandler: true,
    query: MenuQuery,
    handler: async ({ query, authorize }) => {
      authorize('menu.read', { merchantId: query.merchantId })
      return menu.menu(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/menu/category/save',
    summary: 'Create a category (no id) or rename one (id and its version); owners',
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    body: CategorySaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.write', { merchantId: body.merchantId })
      return menu.saveCategory(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/menu/category/delete',
    summary: 'Delete an empty category (its version); owners',
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    body: CategoryDeleteBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.write', { merchantId: body.merchantId })
      await menu.deleteCategory(editor(session, req), body)
      return null
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/menu/category/sort',
    summary: "Put the shop's categories in the given order (all of them, once each); owners",
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    body: CategorySortBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.write', { merchantId: body.merchantId })
      await menu.sortCategories(editor(session, req), body)
      return null
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/menu/goods/save',
    summary: 'Create a goods (no id) or save one whole (id and its version): prices, stock, options; owners',
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    body: GoodsSaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.write', { merchantId: body.merchantId })
      return menu.saveGoods(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/menu/goods/sold-out',
    summary: 'Switch a goods 售罄 on (stock 0) or off (its daily stock back); owners and staff',
    session: 'required',
    action: 'menu.stock',
    subjectInHandler: true,
    body: SoldOutBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.stock', { merchantId: body.merchantId })
      return menu.setSoldOut(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/menu/goods/photo',
    summary: `A goods' photo (multipart field \`file\`, PNG/JPEG/WebP/GIF, at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB), resized and compressed by the server; owners`,
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    query: GoodsPhotoQuery,
    handler: async ({ query, authorize, session, req }) => {
      authorize('menu.write', { merchantId: query.merchantId })
      const bytes = await readPhoto(req)
      return menu.uploadPhoto(editor(session, req), {
        merchantId: query.merchantId,
        id: query.id,
        version: query.version,
        bytes
      })
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/menu/goods/sell-by',
    summary:
      "How a general store's goods is sold (unit, box, or weight: price per 500 g and a portion's grams); owners",
    session: 'required',
    action: 'menu.write',
    subjectInHandler: true,
    body: GoodsSellByBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('menu.write', { merchantId: body.merchantId })
      return menu.setSellBy(editor(session, req), body)
    }
  })
}
