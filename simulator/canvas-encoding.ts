import type { Canvas } from '@napi-rs/canvas';

/**
 * Canvases whose encode is still running. @napi-rs/canvas 0.1.x hands the libuv pool a bare pointer
 * to the canvas's surface: a canvas collected before its encode ends is freed under the pool's
 * thread, and the process dies with SIGSEGV (upstream Brooooooklyn/canvas#1312, fixed in 1.0.6,
 * which the 0.1.x pin that pdfjs expects keeps out). Holding each canvas here until its bytes are
 * back closes that window.
 */
const encoding = new Set<Canvas>();

/** `canvas.encode` that keeps the canvas reachable until the encoded bytes are back. */
export async function encodeCanvas(canvas: Canvas, format: 'jpeg', quality: number): Promise<Buffer>;
export async function encodeCanvas(canvas: Canvas, format: 'png'): Promise<Buffer>;
export async function encodeCanvas(canvas: Canvas, format: 'jpeg' | 'png', quality?: number): Promise<Buffer> {
  encoding.add(canvas);
  try {
    return format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', quality);
  } finally {
    encoding.delete(canvas);
  }
}
