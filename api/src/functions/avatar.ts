import type { APIGatewayEvent } from 'aws-lambda'

import { signedInHandler, failure, json, jsonBodyWithText } from 'src/lib/http'
import {
  avatarImage,
  removeAvatar,
  replaceAvatar,
} from 'src/services/profile/profile'

const requestedAvatarId = (event: APIGatewayEvent) =>
  event.path?.match(/\/avatar\/([\w-]+)$/)?.[1]

/** The uploaded file: JSON { data: base64 } (the api server hands binary bodies over as text). */
const uploadedBytes = (event: APIGatewayEvent) => {
  const { data } = jsonBodyWithText(event, ['data'])
  return Buffer.from(data ?? '', 'base64')
}

const serve = async (event: APIGatewayEvent, avatarId: string) => {
  const image = await avatarImage(avatarId)
  if (!image) return failure(event, 404, 'profile.avatarNotFound')
  return {
    statusCode: 200,
    // an avatarId never changes content: a new photo gets a new id
    headers: {
      'content-type': image.mimeType,
      'cache-control': 'private, max-age=31536000, immutable',
    },
    body: image.bytes.toString('base64'),
    isBase64Encoded: true,
  }
}

/**
 * GET /api/avatar/{avatarId}: the photo, to signed-in users of the same company.
 * PUT /api/avatar: replace the signed-in user's photo. DELETE /api/avatar: remove it.
 */
export const handler = signedInHandler(async (event: APIGatewayEvent) => {
  const avatarId = requestedAvatarId(event)
  if (event.httpMethod === 'GET' && avatarId) return serve(event, avatarId)
  if (event.httpMethod === 'PUT')
    return json(200, {
      success: true,
      data: { avatarId: await replaceAvatar(uploadedBytes(event)) },
    })
  if (event.httpMethod === 'DELETE')
    return json(200, { success: true, data: await removeAvatar() })
  return failure(event, 405, 'auth.errors.somethingWentWrong')
})
