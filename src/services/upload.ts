import Taro from '@tarojs/taro'
import { apiBase } from './env'
import { ApiError, requestFailed } from './errors'
import { signedHeaders, syncClock } from './request'
import { ErrorCode } from '@lotus/contract/error-codes'

/**
 * Avatar and photo upload. Taro.uploadFile is a different transport from Taro.request (multipart),
 * so it lives here; it is signed like every call (no params) and answers the same envelope.
 */
export async function uploadImage(filePath: string): Promise<string> {
  await syncClock()
  const path = '/v1/commons/upload'
  // Taro sets the multipart content-type with its boundary itself; the signature covers no params.
  const { header } = signedHeaders({
    method: 'POST',
    path,
    params: {},
    jsonBody: null,
    contentType: 'multipart/form-data'
  })
  delete header['content-type']
  let res: Taro.uploadFile.SuccessCallbackResult
  try {
    res = await Taro.uploadFile({
      url: apiBase() + path,
      filePath,
      name: 'file',
      header,
      timeout: 15000
    })
  } catch {
    throw new ApiError('NETWORK', requestFailed())
  }
  const body = JSON.parse(res.data) as { code: ErrorCode; msg: string; data: { url: string } | null }
  if (body.code !== ErrorCode.OK || !body.data) throw new ApiError(body.code, body.msg || requestFailed())
  return body.data.url
}
