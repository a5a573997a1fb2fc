/**
 * Furniture and fittings in one-point perspective, for the interior subjects.
 * World units: the picture plane is the 1600 × 1067 frame, the floor is the
 * line y = HEIGHT, a depth of 1 is roughly the height of the room; heights
 * are measured upwards from the floor in frame units.
 */
import { HEIGHT, INTERIORS, WIDTH, createView, ellipse, mix, rect, roomShell, shade } from './core.mjs';

export const FLOOR = HEIGHT;

/**
 * Set up a room: a scheme, an eye point and a back wall. `depth` is the back
 * wall's distance; its scale on screen is 1 / (1 + depth).
 */
export function setRoom(
  scene,
  { depth = scene.range(0.8, 1.15), eye = scene.range(0.4, 0.47), shift = 220, scheme } = {},
) {
  const colours = scheme ?? scene.pick(INTERIORS);
  const view = createView(WIDTH / 2 + scene.range(-shift, shift), HEIGHT * eye);
  const bounds = {
    xl: -scene.range(0, 160),
    xr: WIDTH + scene.range(0, 160),
    yc: -scene.range(0, 60),
    yf: FLOOR,
    zb: depth,
  };
  return { colours, view, bounds, shell: roomShell(view, bounds, colours) };
}

/** Broad bands across the floor (planks, tiles): cheap texture that compresses well. */
export function floorBands(view, { xl, xr, zb }, colour, count = 7, width = 0.006) {
  let out = '';
  for (let i = 1; i < count; i++) {
    const z = zb * (i / count) ** 1.4;
    out += view.quad(
      [
        [xl, FLOOR, z],
        [xr, FLOOR, z],
        [xr, FLOOR, z + width],
        [xl, FLOOR, z + width],
      ],
      colour,
    );
  }
  return out;
}

/** A window on the back wall with the outside seen through it. */
export function backWindow(scene, view, { x, y, w, h, z, frame, outside, mullions = 2, curtains = null }) {
  const { project } = view;
  const [x0, y0] = project(x, y, z);
  const [x1, y1] = project(x + w, y + h, z);
  let out = view.wallRect(x - 14, y - 14, w + 28, h + 28, z, frame);
  out += `<svg x="${x0.toFixed(1)}" y="${y0.toFixed(1)}" width="${(x1 - x0).toFixed(1)}" height="${(y1 - y0).toFixed(1)}" viewBox="0 0 400 300" preserveAspectRatio="none">${outside}</svg>`;
  for (let i = 1; i <= mullions; i++) out += view.wallRect(x + (w * i) / (mullions + 1) - 5, y, 10, h, z, frame);
  if (curtains) {
    out += view.wallRect(x - 90, y - 40, 110, h + 120, z - 0.01, curtains);
    out += view.wallRect(x + w - 20, y - 40, 110, h + 120, z - 0.01, curtains);
  }
  return out;
}

/** What a window may look out on, and the words for it. */
export const VIEWS = {
  city: { en: 'the city', ur: 'شہر' },
  trees: { en: 'trees', ur: 'درخت' },
  lake: { en: 'a lake', ur: 'جھیل' },
};
export const VIEW_KINDS = Object.keys(VIEWS);

/** What a window looks out on, drawn in a 400 × 300 box. */
export function outsideView(scene, kind) {
  const time = scene.pick(['day', 'dusk']);
  const skyTop = time === 'day' ? '#a9c9cf' : '#3d5a80';
  const skyLow = time === 'day' ? '#f1e9d6' : '#f2cc8f';
  let out = rect(
    0,
    0,
    400,
    300,
    scene.linear([
      [0, skyTop],
      [1, skyLow],
    ]),
  );
  if (kind === 'city') {
    let x = -10;
    while (x < 400) {
      const w = scene.range(30, 70);
      const h = scene.range(60, 190);
      out += rect(
        x,
        300 - h,
        w,
        h,
        time === 'day' ? mix('#8fa8a6', '#c9c2b0', scene.random()) : mix('#293b5f', '#1a2744', scene.random()),
      );
      x += w + scene.range(2, 12);
    }
  } else if (kind === 'lake') {
    out +=
      rect(0, 190, 400, 110, time === 'day' ? '#7fa7a8' : '#3f5d7a') +
      rect(0, 182, 400, 10, time === 'day' ? '#5f7f6e' : '#1f2f45');
  } else {
    for (let i = 0; i < 7; i++)
      out += ellipse(
        i * 65 + scene.range(-10, 10),
        250,
        60,
        scene.range(70, 110),
        time === 'day' ? mix('#5f8f6e', '#2a6352', scene.random()) : '#1f4d3f',
      );
    out += rect(0, 260, 400, 40, time === 'day' ? '#7e9f6a' : '#1f3d2f');
  }
  return out;
}

/** A framed abstract print on the back wall. */
export function art(scene, view, { x, y, w, h, z, frame, colours }) {
  let out = view.wallRect(x, y, w, h, z, frame) + view.wallRect(x + 12, y + 12, w - 24, h - 24, z, colours[0]);
  const kind = scene.int(0, 2);
  if (kind === 0) out += view.wallRect(x + 12, y + h * 0.55, w - 24, h * 0.45 - 12, z, colours[1]);
  if (kind === 1)
    for (let i = 0; i < 3; i++)
      out += view.wallRect(
        x + 24 + (i * (w - 48)) / 3,
        y + h * (0.3 + 0.12 * i),
        (w - 48) / 3 - 10,
        h * (0.6 - 0.12 * i) - 12,
        z,
        colours[(i % 2) + 1] ?? colours[1],
      );
  if (kind === 2) {
    const [cx, cy] = view.project(x + w / 2, y + h / 2, z);
    const r = Math.min(w, h) * view.scale(z) * 0.3;
    out += ellipse(cx, cy, r, r, colours[1]);
  }
  return out;
}

/** A bed against the back wall, foot towards the viewer. */
export function bed(view, { x, w, z, len = 0.42 }, { frame, linen, throwColour, pillow = linen, headboard = frame }) {
  const zf = z - len;
  let out = view.box(x - 20, FLOOR, w + 40, 520, z, 0.03, {
    front: headboard,
    side: shade(headboard, -0.15),
    top: shade(headboard, 0.1),
  });
  out += view.box(x, FLOOR, w, 130, zf, len, { front: frame, top: frame, side: shade(frame, -0.15) });
  out += view.box(x + 6, FLOOR - 130, w - 12, 95, zf + 0.005, len - 0.01, {
    front: shade(linen, -0.08),
    top: linen,
    side: shade(linen, -0.14),
  });
  out += view.box(x + 4, FLOOR - 150, w - 8, 90, zf + 0.002, len * 0.3, {
    front: shade(throwColour, -0.08),
    top: throwColour,
    side: shade(throwColour, -0.18),
  });
  const pw = (w - 60) / 2;
  for (const px of [x + 20, x + 40 + pw])
    out += view.box(px, FLOOR - 225, pw, 120, z - 0.06, 0.05, {
      front: pillow,
      top: shade(pillow, 0.05),
      side: shade(pillow, -0.1),
    });
  return out;
}

/** A bedside table with a lamp and its glow. */
export function nightstand(scene, view, { x, z, w = 150 }, { wood, shade: lampShade, glow }) {
  let out = view.box(x, FLOOR, w, 200, z - 0.12, 0.1, { front: wood, top: shade(wood, 0.15), side: shade(wood, -0.2) });
  const [cx, cy] = view.project(x + w / 2, FLOOR - 380, z - 0.07);
  const s = view.scale(z - 0.07);
  out += ellipse(cx, cy, 260 * s, 200 * s, scene.glow(glow, 0.45));
  out += view.box(x + w / 2 - 8, FLOOR - 200, 16, 130, z - 0.08, 0.02, { front: shade(wood, -0.3) });
  out += view.box(x + w / 2 - 55, FLOOR - 330, 110, 100, z - 0.1, 0.05, {
    front: lampShade,
    top: shade(lampShade, 0.1),
  });
  return out;
}

/** A sofa facing the viewer (back on the far side), or facing sideways when `side` is set. */
export function sofa(view, { x, w, z, d = 0.16 }, colour) {
  const dark = shade(colour, -0.18);
  const top = shade(colour, 0.08);
  let out = view.box(x, FLOOR, w, 330, z + d - 0.05, 0.05, { front: colour, top, side: dark });
  out += view.box(x, FLOOR, 70, 230, z, d - 0.05, { front: colour, top, side: dark });
  out += view.box(x + w - 70, FLOOR, 70, 230, z, d - 0.05, { front: colour, top, side: dark });
  out += view.box(x + 70, FLOOR, w - 140, 170, z, d - 0.05, { front: dark, top, side: dark });
  return out;
}

/** A table: a slab on four legs, or on a pedestal. */
export function table(view, { x, w, z, d, h = 300, top, leg, pedestal = false }) {
  let out = '';
  if (pedestal) out += view.box(x + w / 2 - 12, FLOOR, 24, h, z + d / 2 - 0.005, 0.01, { front: leg });
  else {
    for (const [lx, lz] of [
      [x + 10, z + d - 0.012],
      [x + w - 26, z + d - 0.012],
      [x + 10, z],
      [x + w - 26, z],
    ])
      out += view.box(lx, FLOOR, 16, h, lz, 0.008, { front: leg });
  }
  out += view.box(x, FLOOR - h, w, 22, z, d, { front: shade(top, -0.15), top, side: shade(top, -0.2) });
  return out;
}

/** A dining chair seen from the front or back (`away`: its back nearer the viewer). */
export function chair(view, { x, z, w = 120, facing = 'away' }, colour) {
  const backZ = facing === 'away' ? z : z + 0.06;
  const back = view.box(x, FLOOR - 180, w, 190, backZ, 0.012, {
    front: facing === 'away' ? colour : shade(colour, -0.15),
    side: shade(colour, -0.2),
  });
  const seat = view.box(x, FLOOR - 150, w, 30, z, 0.07, {
    front: shade(colour, -0.2),
    top: colour,
    side: shade(colour, -0.25),
  });
  const legColour = shade(colour, -0.45);
  const legs = [
    [x + 6, z],
    [x + w - 18, z],
  ]
    .map(([lx, lz]) => view.box(lx, FLOOR, 12, 150, lz, 0.01, { front: legColour }))
    .join('');
  return facing === 'away' ? legs + seat + back : back + legs + seat;
}

/** A low armchair, seat facing the viewer. */
export function armchair(view, { x, z, w = 260 }, colour) {
  return sofa(view, { x, w, z, d: 0.14 }, colour);
}

/** Upper and lower kitchen cabinets along the back wall, with a hood or shelves. */
export function kitchenRun(scene, view, { x, w, z, colours }) {
  const { cabinet, counter, splash, metal } = colours;
  let out = view.wallRect(x, FLOOR - 560, w, 200, z, splash);
  out += view.box(x, FLOOR, w, 330, z - 0.1, 0.1, { front: cabinet, top: counter, side: shade(cabinet, -0.15) });
  out += view.box(x - 4, FLOOR - 330, w + 8, 24, z - 0.105, 0.105, { front: shade(counter, -0.1), top: counter });
  const doors = Math.max(3, Math.round(w / 190));
  for (let i = 1; i < doors; i++)
    out += view.wallRect(x + (w * i) / doors - 3, FLOOR - 300, 6, 270, z - 0.1, shade(cabinet, -0.2));
  out += view.box(x, FLOOR - 640, w, 330, z - 0.06, 0.06, {
    front: cabinet,
    bottom: shade(cabinet, -0.25),
    side: shade(cabinet, -0.15),
  });
  for (let i = 1; i < doors; i++)
    out += view.wallRect(x + (w * i) / doors - 3, FLOOR - 960, 6, 310, z - 0.06, shade(cabinet, -0.2));
  // A range with its oven door and a sink under a tap.
  const rx = x + w * scene.range(0.15, 0.3);
  out +=
    view.wallRect(rx, FLOOR - 290, 200, 240, z - 0.1, metal) +
    view.wallRect(rx + 20, FLOOR - 250, 160, 110, z - 0.1, shade(metal, -0.45));
  const sx = x + w * scene.range(0.6, 0.72);
  out += view.floorRect(sx, FLOOR - 332, 200, z - 0.085, 0.06, shade(metal, -0.25));
  out += view.box(sx + 92, FLOOR - 332, 14, 110, z - 0.03, 0.01, { front: metal });
  return out;
}

/** A tall fridge at the end of a kitchen run. */
export function fridge(view, { x, z, w = 230 }, metal) {
  return (
    view.box(x, FLOOR, w, 960, z - 0.11, 0.11, { front: metal, top: shade(metal, 0.1), side: shade(metal, -0.15) }) +
    view.wallRect(x + w - 40, FLOOR - 700, 10, 260, z - 0.11, shade(metal, -0.35))
  );
}

/** World units per unit of depth: how deep a round thing of radius r is. */
export const DEPTH_UNIT = 1800;

/** A horizontal disc (a round table top, a plate, a tub) of world radius r centred at (x, y, z). */
export function disc(view, x, y, z, r, fill, attrs) {
  const [cx] = view.project(x, y, z);
  const [, yNear] = view.project(x, y, z - r / DEPTH_UNIT);
  const [, yFar] = view.project(x, y, z + r / DEPTH_UNIT);
  return ellipse(cx, (yNear + yFar) / 2, r * view.scale(z), Math.max(1, Math.abs(yNear - yFar) / 2), fill, attrs);
}

/** A rug on the floor. */
export function rug(view, { x, w, z, d }, colour, border) {
  return view.floorRect(x - 24, FLOOR, w + 48, z - 0.02, d + 0.04, border) + view.floorRect(x, FLOOR, w, z, d, colour);
}

/** A wall-mounted television or screen on the back wall. */
export function screen(view, { x, y, w, h, z }, { frame = '#111513', glass = '#24302c', picture = null }) {
  return (
    view.wallRect(x, y, w, h, z, frame) + view.wallRect(x + 10, y + 10, w - 20, h - 20, z, glass) + (picture ?? '')
  );
}
