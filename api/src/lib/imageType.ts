// An upload is an image by its first bytes, never by its name or declared type.
const SIGNATURES: { mimeType: string; matches: (bytes: Buffer) => boolean }[] =
  [
    {
      mimeType: 'image/png',
      matches: (b) =>
        b
          .subarray(0, 8)
          .equals(
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
          ),
    },
    {
      mimeType: 'image/jpeg',
      matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    },
    {
      mimeType: 'image/gif',
      matches: (b) =>
        ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
    },
    {
      mimeType: 'image/webp',
      matches: (b) =>
        b.subarray(0, 4).toString('latin1') === 'RIFF' &&
        b.subarray(8, 12).toString('latin1') === 'WEBP',
    },
  ]

/** The image MIME type the bytes really hold, or null when they are not an image we accept. */
export const imageTypeOf = (bytes: Buffer) =>
  SIGNATURES.find((signature) => signature.matches(bytes))?.mimeType ?? null
