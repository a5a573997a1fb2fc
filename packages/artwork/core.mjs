/**
 * Drawing kit shared by the artwork renderers: a seeded scene, SVG shape
 * helpers, colour mixing, a one-point perspective view for interiors and
 * streets, and the few props (people, trees, lamps) many subjects reuse.
 *
 * Everything here is a pure function of its arguments and the scene's seed,
 * so the same image path always yields the same SVG. Shapes stay flat and
 * gradients broad: fine noise would multiply the JPEG's size.
 */
import { createHash } from 'node:crypto';

export const WIDTH = 1600;
export const HEIGHT = 1067;

/** The site's own colours, named as the design uses them. */
export const BRAND = {
  cedarDeep: '#0f2a22',
  cedar: '#1f4d3f',
  cedarLight: '#2a6352',
  brass: '#d4ab6a',
  gold: '#e3c48f',
  ivory: '#f6ecd9',
  sand: '#e8d5b0',
  sandDeep: '#c9ae7f',
};

/** The skyline palettes of the original generator, reused for dusk and night. */
export const PALETTES = [
  { sky: ['#0f2a22', '#2a6352', '#e3c48f'], sun: '#f6ecd9', far: '#1f4d3f', near: '#0a1d17', glow: '#d4ab6a' },
  { sky: ['#14213d', '#3d5a80', '#f2cc8f'], sun: '#fbe8c8', far: '#293b5f', near: '#0b1326', glow: '#e0a458' },
  { sky: ['#2b1d2f', '#7a4b5d', '#f4c095'], sun: '#fde4cf', far: '#4a2f40', near: '#1a1020', glow: '#e99a6b' },
  { sky: ['#12343b', '#2d767f', '#e6d3a3'], sun: '#f5efd8', far: '#1e5058', near: '#091d21', glow: '#c8a45c' },
  { sky: ['#3b2a1a', '#8c6239', '#f0d9a8'], sun: '#fff1d0', far: '#5e4127', near: '#21160c', glow: '#d9a35b' },
];

/** Skies by time of day for exteriors: `lit` is how strongly windows glow. */
export const SKIES = {
  night: [
    { sky: ['#0b1a16', '#163a30', '#2a6352'], far: '#12302a', ground: '#0a1d17', glow: '#e3c48f', lit: 0.75 },
    { sky: ['#0b1326', '#1d2d4f', '#3d5a80'], far: '#1a2744', ground: '#0b1326', glow: '#f2cc8f', lit: 0.75 },
  ],
  dusk: [
    { sky: ['#14213d', '#3d5a80', '#f2cc8f'], far: '#293b5f', ground: '#1a2238', glow: '#f2cc8f', lit: 0.55 },
    { sky: ['#2b1d2f', '#7a4b5d', '#f4c095'], far: '#4a2f40', ground: '#2a1d26', glow: '#f6d7a7', lit: 0.5 },
    { sky: ['#0f2a22', '#2a6352', '#e3c48f'], far: '#1f4d3f', ground: '#10251e', glow: '#f6e3b8', lit: 0.5 },
  ],
  day: [
    { sky: ['#9fc3c9', '#cfe0dc', '#f6ecd9'], far: '#a9c0bb', ground: '#b9a789', glow: '#fff6e0', lit: 0.08 },
    { sky: ['#b7cfd8', '#e1e6de', '#f3e6cc'], far: '#b8c4c0', ground: '#c2ae8a', glow: '#fff6e0', lit: 0.08 },
  ],
  sunset: [
    { sky: ['#3b2a1a', '#b3683a', '#f0c987'], far: '#6e4a32', ground: '#3a2819', glow: '#ffe2a8', lit: 0.45 },
    { sky: ['#2b1d2f', '#b85f4a', '#f4c095'], far: '#5b3a45', ground: '#2a1d26', glow: '#ffe2a8', lit: 0.45 },
  ],
};

/** Interior schemes: walls, floor, wood, fabric and the accent of one room. */
export const INTERIORS = [
  {
    wall: '#efe3cc',
    wallSide: '#e2d3b6',
    ceiling: '#f6ecd9',
    floor: '#a97c50',
    floorFar: '#8a6340',
    wood: '#6e4b2e',
    fabric: '#1f4d3f',
    soft: '#f6ecd9',
    accent: '#d4ab6a',
    trim: '#2a6352',
  },
  {
    wall: '#e6dccb',
    wallSide: '#d6c9b2',
    ceiling: '#f3ece0',
    floor: '#7e6a58',
    floorFar: '#6b5848',
    wood: '#3f2f24',
    fabric: '#3d5a80',
    soft: '#f4efe6',
    accent: '#e0a458',
    trim: '#293b5f',
  },
  {
    wall: '#d9e0d4',
    wallSide: '#c7d1c1',
    ceiling: '#eef1e8',
    floor: '#b89469',
    floorFar: '#9c7a54',
    wood: '#5e4127',
    fabric: '#7a4b5d',
    soft: '#f6ecd9',
    accent: '#c8a45c',
    trim: '#1e5058',
  },
  {
    wall: '#1f4d3f',
    wallSide: '#183f33',
    ceiling: '#e9dcc3',
    floor: '#6b4a31',
    floorFar: '#573b27',
    wood: '#3b2a1a',
    fabric: '#e3c48f',
    soft: '#f6ecd9',
    accent: '#d4ab6a',
    trim: '#0f2a22',
  },
  {
    wall: '#f0e6d6',
    wallSide: '#e4d4bd',
    ceiling: '#faf4ea',
    floor: '#c7b299',
    floorFar: '#ad977c',
    wood: '#8c6239',
    fabric: '#2a6352',
    soft: '#fbf6ee',
    accent: '#b3683a',
    trim: '#5e4127',
  },
];

export function rng(seed) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 100000) / 100000;
  };
}

/**
 * Draws that are each a hash of the seed and their count: for the few choices
 * a place makes (a hotel's storeys, walls, roof), so that two places' first
 * draws are as unlike as any two, as the xorshift stream's are not always.
 */
function hashed(seed) {
  let count = 0;
  return () => createHash('sha256').update(`${seed}#${count++}`).digest().readUInt32LE(0) / 2 ** 32;
}

/** Seeded choices: a number, an integer, one of a list, a coin with odds. */
function chooser(random) {
  return {
    random,
    range: (min, max) => min + random() * (max - min),
    int: (min, max) => Math.floor(min + random() * (max - min + 1)),
    pick: (list) => list[Math.floor(random() * list.length)],
    chance: (p) => random() < p,
  };
}

/**
 * The place a picture belongs to: its record's folder (/images/<collection>/<slug>/…, as the
 * editor's uploads are laid out), or its page's (/images/pages/<page>/…).
 */
export const placeOf = (imagePath) => imagePath.split('/').slice(2, 4).join('/');

/** When it is, for exteriors: words for each time of day a backdrop draws. */
export const TIMES = {
  night: { en: 'at night', ur: 'رات کے وقت' },
  dusk: { en: 'at dusk', ur: 'شام کے جھٹپٹے میں' },
  sunset: { en: 'at sunset', ur: 'غروبِ آفتاب کے وقت' },
  day: { en: 'by day', ur: 'دن کے وقت' },
};

/**
 * A drawing context: a seeded random source, the helpers on it, and the gradients the SVG must define.
 * `place` holds choices seeded by the place instead, for what every picture of one place must share
 * (a hotel's building); `describe` is where the renderer says, once, what it drew: the picture's alt text.
 */
export function createScene(seed, placeSeed = seed) {
  const random = rng(seed);
  const defs = [];
  const scene = {
    ...chooser(random),
    place: chooser(hashed(placeSeed)),
    defs,
    description: null,
    /** What the picture shows, in English and Urdu, as a visitor who cannot see it is told. */
    describe(words) {
      if (scene.description)
        throw new Error(`A picture is described once: "${scene.description.en}", then "${words.en}"`);
      scene.description = words;
    },
    /** A linear gradient from stops [[offset, colour, opacity?]]; vertical unless told. */
    linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
      const id = `g${defs.length}`;
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopList(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    /** A radial gradient, centre full and rim transparent by default: for glows. */
    radial(stops) {
      const id = `g${defs.length}`;
      defs.push(`<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stopList(stops)}</radialGradient>`);
      return `url(#${id})`;
    },
    glow(colour, opacity = 0.6) {
      return scene.radial([
        [0, colour, opacity],
        [1, colour, 0],
      ]);
    },
  };
  return scene;
}

function stopList(stops) {
  return stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

export function svgDocument(scene, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${scene.defs.join('')}</defs>${body}</svg>`;
}

// ── shapes ────────────────────────────────────────────────────────────────

export const n = (value) => String(Math.round(value * 10) / 10);
const extra = (attrs) => (attrs ? ` ${attrs}` : '');

export const rect = (x, y, w, h, fill, attrs = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra(attrs)}/>`;
export const poly = (points, fill, attrs = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra(attrs)}/>`;
export const circle = (cx, cy, r, fill, attrs = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra(attrs)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, attrs = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra(attrs)}/>`;
export const line = (x1, y1, x2, y2, stroke, width, attrs = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra(attrs)}/>`;
export const path = (d, fill, attrs = '') => `<path d="${d}" fill="${fill}"${extra(attrs)}/>`;
export const group = (content, attrs = '') => `<g${extra(attrs)}>${content}</g>`;

// ── colour ────────────────────────────────────────────────────────────────

function rgb(hex) {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blend two #rrggbb colours: t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export const shade = (hex, amount) => (amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount));

// ── perspective ───────────────────────────────────────────────────────────

/**
 * One-point perspective with the vanishing point (vx, vy). A point (x, y) on
 * the picture plane (z = 0) draws where it is; at depth z it shrinks towards
 * the vanishing point by 1 / (1 + z).
 */
export function createView(vx, vy) {
  const project = (x, y, z) => {
    const s = 1 / (1 + z);
    return [vx + (x - vx) * s, vy + (y - vy) * s];
  };
  const quad = (points, fill, attrs) =>
    poly(
      points.map(([x, y, z]) => project(x, y, z)),
      fill,
      attrs,
    );
  return {
    vx,
    vy,
    project,
    quad,
    scale: (z) => 1 / (1 + z),
    /**
     * A box standing on y (floor line, screen units at z = 0), x..x+w wide,
     * h tall, from depth z to z+d. Draws the faces a viewer at the vanishing
     * point can see: front, top or bottom, and the side facing the centre.
     */
    box(x, y, w, h, z, d, { front, top = front, side = front, bottom = side }, attrs = '') {
      const x1 = x + w;
      const yt = y - h;
      const z1 = z + d;
      let out = '';
      if (x > vx)
        out += quad(
          [
            [x, yt, z],
            [x, yt, z1],
            [x, y, z1],
            [x, y, z],
          ],
          side,
          attrs,
        );
      if (x1 < vx)
        out += quad(
          [
            [x1, yt, z],
            [x1, yt, z1],
            [x1, y, z1],
            [x1, y, z],
          ],
          side,
          attrs,
        );
      if (yt > vy)
        out += quad(
          [
            [x, yt, z],
            [x1, yt, z],
            [x1, yt, z1],
            [x, yt, z1],
          ],
          top,
          attrs,
        );
      if (y < vy)
        out += quad(
          [
            [x, y, z],
            [x1, y, z],
            [x1, y, z1],
            [x, y, z1],
          ],
          bottom,
          attrs,
        );
      out += quad(
        [
          [x, yt, z],
          [x1, yt, z],
          [x1, y, z],
          [x, y, z],
        ],
        front,
        attrs,
      );
      return out;
    },
    /** A flat rectangle lying on the plane y (a rug, a pool, a table top seen from above). */
    floorRect(x, y, w, z, d, fill, attrs) {
      return quad(
        [
          [x, y, z],
          [x + w, y, z],
          [x + w, y, z + d],
          [x, y, z + d],
        ],
        fill,
        attrs,
      );
    },
    /** A rectangle on the back plane at depth z (a window, a painting, a screen). */
    wallRect(x, y, w, h, z, fill, attrs) {
      return quad(
        [
          [x, y, z],
          [x + w, y, z],
          [x + w, y + h, z],
          [x, y + h, z],
        ],
        fill,
        attrs,
      );
    },
    /** A rectangle on a side wall at x, from depth z0 to z1, y..y+h tall. */
    sideRect(x, y, h, z0, z1, fill, attrs) {
      return quad(
        [
          [x, y, z0],
          [x, y, z1],
          [x, y + h, z1],
          [x, y + h, z0],
        ],
        fill,
        attrs,
      );
    },
  };
}

/**
 * The shell of a room seen from its open front: ceiling, side walls, floor
 * and back wall, with the walls at xl/xr, ceiling yc and floor yf on the
 * picture plane and the back wall at depth zb.
 */
export function roomShell(view, { xl = 0, xr = WIDTH, yc = 0, yf = HEIGHT, zb }, colours) {
  const { quad } = view;
  return (
    quad(
      [
        [xl, yc, 0],
        [xr, yc, 0],
        [xr, yc, zb],
        [xl, yc, zb],
      ],
      colours.ceiling,
    ) +
    quad(
      [
        [xl, yc, 0],
        [xl, yc, zb],
        [xl, yf, zb],
        [xl, yf, 0],
      ],
      colours.wallSide,
    ) +
    quad(
      [
        [xr, yc, 0],
        [xr, yc, zb],
        [xr, yf, zb],
        [xr, yf, 0],
      ],
      colours.wallSide,
    ) +
    quad(
      [
        [xl, yf, 0],
        [xr, yf, 0],
        [xr, yf, zb],
        [xl, yf, zb],
      ],
      colours.floor,
    ) +
    quad(
      [
        [xl, yc, zb],
        [xr, yc, zb],
        [xr, yf, zb],
        [xl, yf, zb],
      ],
      colours.wall,
    )
  );
}

// ── props ─────────────────────────────────────────────────────────────────

/** A standing figure seen from the front or back, no face: head and a rounded body. */
export function person(x, baseY, height, colour, headColour = colour) {
  const head = height * 0.095;
  const shoulders = height * 0.15;
  const top = baseY - height;
  const body = `M${n(x - shoulders)},${n(baseY)} L${n(x - shoulders)},${n(top + head * 2.9)} Q${n(x - shoulders)},${n(top + head * 2.1)} ${n(x)},${n(top + head * 2.1)} Q${n(x + shoulders)},${n(top + head * 2.1)} ${n(x + shoulders)},${n(top + head * 2.9)} L${n(x + shoulders)},${n(baseY)} Z`;
  return path(body, colour) + circle(x, top + head, head, headColour);
}

/** A seated audience member seen from behind: shoulders and a head. */
export function headAndShoulders(x, baseY, size, colour, headColour = colour) {
  const w = size;
  const d = `M${n(x - w)},${n(baseY)} Q${n(x - w)},${n(baseY - size * 0.75)} ${n(x)},${n(baseY - size * 0.8)} Q${n(x + w)},${n(baseY - size * 0.75)} ${n(x + w)},${n(baseY)} Z`;
  return path(d, colour) + circle(x, baseY - size * 1.15, size * 0.42, headColour);
}

/** A broadleaf tree: trunk and three overlapping crowns. */
export function tree(x, baseY, height, leaf, trunk = shade(leaf, -0.4)) {
  const r = height * 0.3;
  return (
    rect(x - height * 0.03, baseY - height * 0.45, height * 0.06, height * 0.45, trunk) +
    circle(x - r * 0.55, baseY - height * 0.55, r * 0.8, shade(leaf, -0.12)) +
    circle(x + r * 0.55, baseY - height * 0.58, r * 0.78, leaf) +
    circle(x, baseY - height * 0.75, r, leaf)
  );
}

/** A date palm: a leaning trunk and drooping fronds. */
export function palm(x, baseY, height, leaf, trunk = '#6e4b2e', lean = 0) {
  const topX = x + lean * height;
  const topY = baseY - height;
  let out = path(
    `M${n(x - height * 0.025)},${n(baseY)} Q${n(x + lean * height * 0.2)},${n(baseY - height * 0.5)} ${n(topX - height * 0.012)},${n(topY)} L${n(topX + height * 0.012)},${n(topY)} Q${n(x + lean * height * 0.2 + height * 0.03)},${n(baseY - height * 0.5)} ${n(x + height * 0.025)},${n(baseY)} Z`,
    trunk,
  );
  const span = height * 0.42;
  for (const angle of [-170, -140, -110, -70, -40, -10, -155, -25]) {
    const rad = (angle * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * span;
    const ey = topY + Math.sin(rad) * span * 0.5 + span * 0.35;
    const cx = topX + Math.cos(rad) * span * 0.5;
    const cy = topY + Math.sin(rad) * span * 0.6 - span * 0.05;
    out += path(
      `M${n(topX)},${n(topY)} Q${n(cx)},${n(cy - span * 0.12)} ${n(ex)},${n(ey)} Q${n(cx)},${n(cy + span * 0.06)} ${n(topX)},${n(topY)} Z`,
      leaf,
    );
  }
  return out;
}

/** A potted plant: pot and a few leaves. */
export function plant(x, baseY, height, leaf, pot) {
  const potH = height * 0.3;
  let out = poly(
    [
      [x - height * 0.16, baseY - potH],
      [x + height * 0.16, baseY - potH],
      [x + height * 0.12, baseY],
      [x - height * 0.12, baseY],
    ],
    pot,
  );
  for (const [dx, dy, rx, ry, rot] of [
    [-0.14, 0.55, 0.1, 0.3, -30],
    [0.14, 0.55, 0.1, 0.3, 30],
    [0, 0.7, 0.11, 0.32, 0],
    [-0.22, 0.45, 0.08, 0.22, -55],
    [0.22, 0.45, 0.08, 0.22, 55],
  ]) {
    const cx = x + dx * height;
    const cy = baseY - dy * height;
    out += ellipse(cx, cy, rx * height, ry * height, leaf, `transform="rotate(${rot} ${n(cx)} ${n(cy)})"`);
  }
  return out;
}

/** A pendant lamp hanging from the ceiling line: cord, shade and a soft glow. */
export function pendant(scene, x, topY, dropY, size, shadeColour, glowColour) {
  return (
    ellipse(x, dropY + size * 0.9, size * 2.6, size * 2, scene.glow(glowColour, 0.35)) +
    line(x, topY, x, dropY, shadeColour, Math.max(1.5, size * 0.06)) +
    poly(
      [
        [x - size * 0.35, dropY],
        [x + size * 0.35, dropY],
        [x + size, dropY + size * 0.7],
        [x - size, dropY + size * 0.7],
      ],
      shadeColour,
    ) +
    ellipse(x, dropY + size * 0.7, size, size * 0.16, glowColour)
  );
}

/** Sky from a SKIES entry: a vertical gradient, and a sun or moon where asked. */
export function skyBackdrop(scene, sky, { horizon = HEIGHT * 0.7, orb = null } = {}) {
  let out = rect(
    0,
    0,
    WIDTH,
    horizon + 4,
    scene.linear(
      [
        [0, sky.sky[0]],
        [0.6, sky.sky[1]],
        [1, sky.sky[2]],
      ],
      { y2: 1 },
    ),
  );
  if (orb)
    out += circle(orb.x, orb.y, orb.r * 2.2, scene.glow(orb.colour, 0.35)) + circle(orb.x, orb.y, orb.r, orb.colour);
  return out;
}
