// Babel's runtime transform swaps every `JSON.stringify` in the api's code for core-js's, which
// calls a replacer on each key to emulate JSON.rawJSON (missing in Node 20): several times slower
// than the engine's, on the answers a deadline's rush writes and reads (`yarn bench portal`).
// Taken off JSON like this, the engine's own runs; the text is the same.
const { stringify } = JSON

/** A value as JSON text, by the engine's own serializer. */
export const jsonText = (value: unknown): string => stringify(value)
