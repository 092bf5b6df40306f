#!/usr/bin/env node
// Draws the four tab-bar icons (81×81 PNG, grey and orange) from simple shapes, so the repo
// carries no binary of unknown origin. Run once; the PNGs are committed under src/assets/tab/.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

const S = 81
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}
function png(alpha, [r, g, b]) {
  const raw = Buffer.alloc(S * (S * 4 + 1))
  for (let y = 0; y < S; y++) {
    raw[y * (S * 4 + 1)] = 0
    for (let x = 0; x < S; x++) {
      const o = y * (S * 4 + 1) + 1 + x * 4
      raw[o] = r
      raw[o + 1] = g
      raw[o + 2] = b
      raw[o + 3] = Math.round(255 * alpha(x + 0.5, y + 0.5))
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(S, 0)
  ihdr.writeUInt32BE(S, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0))
  ])
}
// Shapes as signed distances (negative inside); coverage from the distance gives anti-aliasing.
const cover = (d) => Math.max(0, Math.min(1, 0.5 - d))
const box = (x, y, cx, cy, hw, hh) => Math.max(Math.abs(x - cx) - hw, Math.abs(y - cy) - hh)
const circle = (x, y, cx, cy, r) => Math.hypot(x - cx, y - cy) - r
const union = (...d) => Math.min(...d)
const minus = (a, b) => Math.max(a, -b)
function tri(x, y, [ax, ay], [bx, by], [cx, cy]) {
  const e = (px, py, qx, qy) => ((x - px) * (qy - py) - (y - py) * (qx - px)) / Math.hypot(qx - px, qy - py)
  return Math.max(e(ax, ay, bx, by), e(bx, by, cx, cy), e(cx, cy, ax, ay))
}
const icons = {
  home: (x, y) =>
    union(
      tri(x, y, [40.5, 12], [70, 38], [11, 38]),
      minus(box(x, y, 40.5, 52, 21, 17), box(x, y, 40.5, 60, 6, 10))
    ),
  grade: (x, y) =>
    union(
      tri(x, y, [14, 30], [67, 30], [40.5, 70]),
      tri(x, y, [24, 14], [57, 14], [67, 30]),
      tri(x, y, [24, 14], [67, 30], [14, 30])
    ),
  order: (x, y) =>
    minus(
      box(x, y, 40.5, 42, 24, 29),
      union(box(x, y, 40.5, 28, 14, 2.5), box(x, y, 40.5, 42, 14, 2.5), box(x, y, 34, 56, 8, 2.5))
    ),
  user: (x, y) =>
    union(circle(x, y, 40.5, 27, 14), minus(circle(x, y, 40.5, 76, 30), box(x, y, 40.5, 80, 40, 6)))
}
const out = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/assets/tab')
for (const [name, sdf] of Object.entries(icons)) {
  const a = (x, y) => cover(sdf(x, y))
  writeFileSync(path.join(out, `${name}.png`), png(a, [0x99, 0x99, 0x99]))
  writeFileSync(path.join(out, `${name}-on.png`), png(a, [0xff, 0x7a, 0x00]))
}
console.log('tab icons written to', out)
