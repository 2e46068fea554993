import { toast } from '@redwoodjs/web/toast'

import i18n from 'src/i18n'

// Spec §7: statuses 200–499 go back to the caller; 500 and above raise 'Internal server error'.
export const SERVER_ERROR_STATUS = 500

export class ServerError extends Error {
  constructor(readonly status: number) {
    super(`the api answered ${status}`)
  }
}

export interface ApiResponse<T> {
  status: number
  ok: boolean
  body: T
  headers: Headers
}

interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /** the Firebase ID token; omitted for calls that need no session */
  token?: string | null
  /** more request headers, e.g. If-None-Match */
  headers?: Record<string, string>
}

/**
 * An address under the api base path (/api), with the query's non-empty values: for links and
 * downloads, which the session cookie signs in.
 */
export const apiHref = (path: string, query: object = {}) => {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)])
  )
  return `${globalThis.RWJS_API_URL ?? '/api'}${path}${params.size ? `?${params}` : ''}`
}

/** The one client for the REST endpoints under the api base path (/api). */
export const apiRequest = async <T = unknown>(
  path: string,
  { method = 'GET', body, token, headers = {} }: ApiRequest = {}
): Promise<ApiResponse<T>> => {
  const isForm = body instanceof FormData
  const response = await fetch(apiHref(path), {
    method,
    credentials: 'include',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm
        ? { 'content-type': 'application/json' }
        : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  if (response.status >= SERVER_ERROR_STATUS) {
    toast.error(i18n.t('api.internalServerError'))
    throw new ServerError(response.status)
  }
  const text = await response.text()
  return {
    status: response.status,
    ok: response.ok,
    body: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  }
}

/**
 * A request whose upload reports its progress (fetch cannot): a JSON body, or FormData sent as
 * multipart. Answers the status and the parsed body; 500 and above raise as apiRequest does.
 */
export const apiUpload = <T = unknown>(
  path: string,
  {
    method,
    body,
    token,
    onProgress,
  }: {
    method: 'POST' | 'PUT'
    body: FormData | string
    token?: string | null
    onProgress: (percent: number) => void
  }
) =>
  new Promise<{ status: number; body: T }>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, apiHref(path))
    request.withCredentials = true
    if (typeof body === 'string')
      request.setRequestHeader('content-type', 'application/json')
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) =>
      event.lengthComputable &&
      onProgress(Math.round((event.loaded / event.total) * 100))
    request.onload = () => {
      if (request.status >= SERVER_ERROR_STATUS) {
        toast.error(i18n.t('api.internalServerError'))
        reject(new ServerError(request.status))
        return
      }
      resolve({
        status: request.status,
        body: request.responseText ? JSON.parse(request.responseText) : {},
      })
    }
    request.onerror = () => reject(new Error('upload failed'))
    request.send(body)
  })
