import type { Page } from '@lotus/contract/staff'
import type { BaseRecord, CrudFilters, DataProvider } from '@refinedev/core'
import { StaffApiError, staffApi } from '../api'
import { translate } from './i18n-provider'

/** A filter's value by field (the lists filter by equality only). */
function filterValue(filters: CrudFilters | undefined, field: string): string | undefined {
  for (const f of filters ?? []) {
    if ('field' in f && f.field === field && f.value !== undefined && f.value !== null && f.value !== '')
      return String(f.value)
  }
  return undefined
}

const readOnly = (): never => {
  throw new StaffApiError('READ_ONLY', translate('errors.readOnly'))
}

/**
 * The console's resources over /api/staff: `orders` (the shop in view), `audit` (operators). Both read-only
 * today; the order board adds its actions to `orders`.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => '/api/staff',
  async getList<T extends BaseRecord>({
    resource,
    pagination,
    filters
  }: Parameters<DataProvider['getList']>[0]) {
    const page = pagination?.currentPage ?? 1
    const pageSize = pagination?.pageSize ?? 20
    let answer: Page<T>
    if (resource === 'orders') {
      // the shop in view comes as a permanent filter, so switching shops is a new query
      const merchantId = filterValue(filters, 'merchantId')
      if (merchantId === undefined) return { data: [], total: 0 }
      answer = await staffApi<Page<T>>('GET', '/orders', {
        query: { merchantId, page, pageSize, status: filterValue(filters, 'status') }
      })
    } else if (resource === 'audit') {
      answer = await staffApi<Page<T>>('GET', '/audit', {
        query: {
          page,
          pageSize,
          q: filterValue(filters, 'q'),
          action: filterValue(filters, 'action'),
          // issue 38: by actor, subject and Asia/Macau days
          actor: filterValue(filters, 'actor'),
          subject: filterValue(filters, 'subject'),
          from: filterValue(filters, 'from'),
          to: filterValue(filters, 'to')
        }
      })
    } else {
      throw new StaffApiError('NOT_FOUND', translate('errors.noResource', { resource }))
    }
    return { data: answer.list, total: answer.total }
  },
  getOne: readOnly,
  create: readOnly,
  update: readOnly,
  deleteOne: readOnly
}
