/**
 * Exteriors kit: buildings in two-point perspective, facades with windows and
 * balconies mapped onto them, and street furniture (lamps, cars, distant
 * skylines, ground). Screen coordinates throughout, 1600 × 1067.
 */
import { HEIGHT, WIDTH, circle, ellipse, n, path, poly, rect, shade } from './core.mjs';

/**
 * The projective map of the unit square onto a quad p0 (u0 v0), p1 (u1 v0),
 * p2 (u1 v1), p3 (u0 v1): windows drawn through it foreshorten correctly.
 */
export function quadMap([x0, y0], [x1, y1], [x2, y2], [x3, y3]) {
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dx3 = x0 - x1 + x2 - x3;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const dy3 = y0 - y1 + y2 - y3;
  let g = 0;
  let h = 0;
  if (Math.abs(dx3) > 1e-9 || Math.abs(dy3) > 1e-9) {
    const den = dx1 * dy2 - dx2 * dy1;
    g = (dx3 * dy2 - dx2 * dy3) / den;
    h = (dx1 * dy3 - dx3 * dy1) / den;
  }
  const a = x1 - x0 + g * x1;
  const b = x3 - x0 + h * x3;
  const d = y1 - y0 + g * y1;
  const e = y3 - y0 + h * y3;
  const map = (u, v) => {
    const w = g * u + h * v + 1;
    return [(a * u + b * v + x0) / w, (d * u + e * v + y0) / w];
  };
  map.quad = (u0, v0, u1, v1, fill, attrs) => poly([map(u0, v0), map(u1, v0), map(u1, v1), map(u0, v1)], fill, attrs);
  return map;
}

/**
 * A block in two-point perspective: a vertical corner edge at cx from base
 * up to top, a left face `left` px wide receding to the left vanishing point
 * and a right face to the right one. Faces are maps with u along the face
 * (0 at the far edge for the left face, 0 at the corner for the right) and
 * v from top (0) to base (1).
 */
export function block({ cx, base, top, left, right, horizon, vl = -1400, vr = WIDTH + 1400 }) {
  const toward = (x, y, vx, dx) => {
    const t = dx / Math.abs(cx - vx);
    return [x + (vx - x) * t, y + (horizon - y) * t];
  };
  const cTop = [cx, top];
  const cBase = [cx, base];
  const lTop = toward(cx, top, vl, left);
  const lBase = toward(cx, base, vl, left);
  const rTop = toward(cx, top, vr, right);
  const rBase = toward(cx, base, vr, right);
  const leftFace = quadMap(lTop, cTop, cBase, lBase);
  const rightFace = quadMap(cTop, rTop, rBase, cBase);
  // The far roof corner: where the line from lTop to the right vanishing point meets rTop to the left one.
  const intersect = ([ax, ay], [bx, by], [cx2, cy2], [dx, dy]) => {
    const den = (ax - bx) * (cy2 - dy) - (ay - by) * (cx2 - dx);
    const t = ((ax - cx2) * (cy2 - dy) - (ay - cy2) * (cx2 - dx)) / den;
    return [ax + t * (bx - ax), ay + t * (by - ay)];
  };
  const back = intersect(lTop, [vr, horizon], rTop, [vl, horizon]);
  return {
    left: leftFace,
    right: rightFace,
    points: { cTop, cBase, lTop, lBase, rTop, rBase, back },
    roof: (fill) => (top > horizon ? poly([cTop, lTop, back, rTop], fill) : ''),
    faces: ({ leftFill, rightFill }) =>
      poly([lTop, cTop, cBase, lBase], leftFill) + poly([cTop, rTop, rBase, cBase], rightFill),
  };
}

/**
 * A grid of windows on a face map; `lit` share glows, others take `dark`.
 * With `ribbon`, neighbouring windows of one state in a row join into one
 * strip: fewer edges, a smaller JPEG, and the look of continuous glazing.
 */
export function facadeWindows(
  scene,
  face,
  {
    cols,
    rows,
    u0 = 0.04,
    u1 = 0.96,
    v0 = 0.06,
    v1 = 0.94,
    fillX = 0.62,
    fillY = 0.6,
    lit,
    dark,
    litShare,
    skip,
    ribbon = false,
  },
) {
  let out = '';
  const cw = (u1 - u0) / cols;
  const rh = (v1 - v0) / rows;
  for (let r = 0; r < rows; r++) {
    const va = v0 + r * rh + (rh * (1 - fillY)) / 2;
    let run = null;
    const flush = () => {
      if (run) out += face.quad(run.start, va, run.end, va + rh * fillY, run.on ? lit : dark);
      run = null;
    };
    for (let c = 0; c < cols; c++) {
      if (skip?.(c, r)) {
        flush();
        continue;
      }
      const ua = u0 + c * cw + (cw * (1 - fillX)) / 2;
      const on = scene.random() < litShare;
      if (ribbon && run && run.on === on) run.end = ua + cw * fillX;
      else {
        flush();
        run = { start: ua, end: ua + cw * fillX, on };
      }
      if (!ribbon) flush();
    }
    flush();
  }
  return out;
}

/** Horizontal bands across a face (floor slabs, balcony fronts, sign bands). */
export function bands(face, { rows, v0 = 0, v1 = 1, thickness = 0.012, fill, u0 = 0, u1 = 1 }) {
  let out = '';
  for (let r = 0; r <= rows; r++) {
    const v = v0 + ((v1 - v0) * r) / rows;
    out += face.quad(u0, v - thickness / 2, u1, v + thickness / 2, fill);
  }
  return out;
}

/** A street lamp: post, arm and a glowing head. */
export function streetLamp(scene, x, baseY, height, metal, glow, lit = true) {
  let out = rect(x - height * 0.012, baseY - height, height * 0.024, height, metal);
  out += rect(x, baseY - height, height * 0.16, height * 0.02, metal);
  if (lit)
    out += ellipse(
      x + height * 0.15,
      baseY - height + height * 0.05,
      height * 0.22,
      height * 0.18,
      scene.glow(glow, 0.5),
    );
  out += ellipse(
    x + height * 0.15,
    baseY - height + height * 0.03,
    height * 0.05,
    height * 0.022,
    lit ? glow : shade(metal, 0.3),
  );
  return out;
}

/** A car in profile, facing right (or left): body, cabin glass, wheels and lights. */
export function car(x, baseY, length, body, { facing = 1, lights = false, glass = '#2a3540' } = {}) {
  const h = length * 0.28;
  const f = facing;
  const X = (dx) => x + dx * length * f;
  const Y = (dy) => baseY - dy * h;
  let out = path(
    `M${n(X(0))},${n(Y(0.25))} L${n(X(0))},${n(Y(0.6))} Q${n(X(0.02))},${n(Y(0.68))} ${n(X(0.2))},${n(Y(0.7))} L${n(X(0.32))},${n(Y(1))} L${n(X(0.7))},${n(Y(1))} L${n(X(0.82))},${n(Y(0.7))} Q${n(X(1))},${n(Y(0.66))} ${n(X(1))},${n(Y(0.45))} L${n(X(1))},${n(Y(0.25))} Z`,
    body,
  );
  out += poly(
    [
      [X(0.34), Y(0.93)],
      [X(0.5), Y(0.93)],
      [X(0.5), Y(0.72)],
      [X(0.27), Y(0.72)],
    ],
    glass,
  );
  out += poly(
    [
      [X(0.53), Y(0.93)],
      [X(0.68), Y(0.93)],
      [X(0.77), Y(0.72)],
      [X(0.53), Y(0.72)],
    ],
    glass,
  );
  for (const w of [0.2, 0.8])
    out += circle(X(w), Y(0.22), h * 0.24, '#15181a') + circle(X(w), Y(0.22), h * 0.11, '#8e918d');
  if (lights)
    out +=
      ellipse(X(1.02), Y(0.45), length * 0.09, h * 0.18, '#fff3c4') +
      ellipse(X(-0.01), Y(0.45), length * 0.03, h * 0.1, '#e2531f');
  return out;
}

/** A low line of far buildings along the horizon. */
export function distantSkyline(scene, { horizon, minH = 20, maxH = 120, colour, windows = null }) {
  let out = '';
  let x = -20;
  while (x < WIDTH + 20) {
    const w = scene.range(40, 130);
    const h = scene.range(minH, maxH);
    out += rect(x, horizon - h, w, h + 2, colour);
    if (windows)
      for (let k = 0; k < h / 40; k++)
        if (scene.chance(0.5)) out += rect(x + scene.range(6, w - 12), horizon - h + 12 + k * 30, 6, 8, windows);
    x += w + scene.range(0, 14);
  }
  return out;
}

/** A row of rounded treetops along a horizon. */
export function treeLine(scene, { horizon, colour, size = 50 }) {
  let out = '';
  for (let x = -30; x < WIDTH + 60; x += size * scene.range(0.8, 1.4))
    out += circle(x, horizon - size * scene.range(0.1, 0.5), size * scene.range(0.7, 1.1), colour);
  return out + rect(0, horizon - size * 0.1, WIDTH, size * 0.2, colour);
}

/** Ground from the horizon down, optionally with a road band and a kerb line. */
export function ground(scene, { horizon, colour, road = null }) {
  let out = rect(0, horizon, WIDTH, HEIGHT - horizon, colour);
  if (road) out += rect(0, road.y, WIDTH, road.h, road.colour) + rect(0, road.y - 6, WIDTH, 6, road.kerb);
  return out;
}

/** A few stars in a night sky, kept sparse: every speck costs JPEG bytes. */
export function stars(scene, { horizon, count = 24, colour = '#f6ecd9' }) {
  let out = '';
  for (let i = 0; i < count; i++)
    out += circle(
      scene.range(0, WIDTH),
      scene.range(0, horizon * 0.6),
      scene.range(1.2, 2.6),
      colour,
      `opacity="${n(scene.range(0.4, 0.9))}"`,
    );
  return out;
}
