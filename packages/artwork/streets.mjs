/** Homes and streets: townhouses, a rear garden, villas on a paved street, a gated boulevard, a bazaar walkway. */
import {
  BRAND,
  HEIGHT,
  TIMES,
  WIDTH,
  circle,
  createView,
  ellipse,
  mix,
  n,
  palm,
  person,
  poly,
  rect,
  shade,
  tree,
} from './core.mjs';
import { backdrop } from './buildings.mjs';
import { streetLamp } from './city.mjs';
import { FLOOR } from './furniture.mjs';

const BRICKS = ['#8c4a32', '#a0563a', '#7a3f2c', '#b0674a'];
const CLADDING = ['#b98a5a', '#c9a77a', '#e6ddcc', '#d9c3a0', '#6e4b2e'];

/** A window with a light frame and glazing bars. */
function sash(x, y, w, h, frame, glass) {
  return (
    rect(x - 6, y - 6, w + 12, h + 12, frame) +
    rect(x, y, w, h, glass) +
    rect(x + w / 2 - 3, y, 6, h, frame) +
    rect(x, y + h / 2 - 3, w, 6, frame)
  );
}

export function townhouses(scene) {
  const {
    out: back,
    night,
    lit,
    sky,
    time,
  } = backdrop(scene, ['day', 'dusk', 'day', 'sunset'], { far: 'trees', horizon: HEIGHT * 0.74 });
  let out = back;
  const base = HEIGHT * 0.8;
  const units = scene.int(4, 5);
  const unitW = (WIDTH + 160) / units;
  const eave = base - scene.range(380, 440);
  const glass = night ? lit : '#5f7a80';
  const roof = scene.pick(['#3b3f42', '#4a4640', '#2b2e2d']);
  for (let i = 0; i < units; i++) {
    const x = -80 + i * unitW;
    const material = i % 2 === 0 ? scene.pick(BRICKS) : scene.pick(CLADDING);
    const wall = night ? shade(material, -0.3) : material;
    const gable = (i + (scene.chance(0.5) ? 1 : 0)) % 2 === 0;
    const peak = eave - scene.range(150, 210);
    out += gable
      ? poly(
          [
            [x - 10, eave + 4],
            [x + unitW / 2, peak],
            [x + unitW + 10, eave + 4],
          ],
          roof,
        ) +
        poly(
          [
            [x + 18, eave],
            [x + unitW / 2, peak + 26],
            [x + unitW - 18, eave],
          ],
          shade(wall, 0.06),
        )
      : poly(
          [
            [x - 10, eave + 4],
            [x + 30, peak + 60],
            [x + unitW - 30, peak + 60],
            [x + unitW + 10, eave + 4],
          ],
          roof,
        );
    out += rect(x, eave, unitW, base - eave, wall);
    if (material === CLADDING[0] || material === CLADDING[4])
      for (let k = 1; k < 8; k++) out += rect(x + (k * unitW) / 8, eave, 3, base - eave, shade(wall, -0.12));
    out += rect(x, eave, 8, base - eave, shade(wall, -0.25));
    const frame = night ? '#d9d2c3' : '#f6ecd9';
    const ww = unitW * 0.26;
    out +=
      sash(x + unitW * 0.14, eave + 50, ww, 120, frame, glass) +
      sash(x + unitW * 0.6, eave + 50, ww, 120, frame, glass);
    if (gable) out += circle(x + unitW / 2, peak + 100, 28, frame) + circle(x + unitW / 2, peak + 100, 20, glass);
    out += sash(x + unitW * 0.55, eave + 230, ww * 1.25, 130, frame, glass);
    // The front door under a little porch roof, a lamp, steps.
    const dx = x + unitW * 0.16;
    const doorColour = scene.pick([BRAND.cedar, '#1f2f45', '#7a3b2a', '#2b2622', BRAND.brass]);
    out += rect(dx, base - 200, 90, 190, doorColour) + rect(dx + 10, base - 190, 70, 50, glass);
    out += poly(
      [
        [dx - 30, base - 210],
        [dx + 120, base - 210],
        [dx + 105, base - 240],
        [dx - 15, base - 240],
      ],
      roof,
    );
    out +=
      circle(dx + 110, base - 170, 8, night ? '#ffe2a8' : '#8e918d') +
      (night ? circle(dx + 110, base - 170, 40, scene.glow('#ffe2a8', 0.5)) : '');
    out += rect(dx - 14, base - 12, 118, 14, '#b9b3a6') + rect(dx - 24, base, 138, 14, '#a39d90');
  }
  // Front gardens: lawns, a low hedge and trees, then the sidewalk and the street.
  out +=
    rect(0, base + 14, WIDTH, 80, night ? '#2a4a35' : '#6f8f5a') +
    rect(0, base + 94, WIDTH, 26, '#c9c2b0') +
    rect(0, base + 120, WIDTH, HEIGHT, night ? '#2b2e2d' : '#5c5f60');
  for (let x = scene.range(0, 60); x < WIDTH; x += scene.range(110, 170))
    out += ellipse(x, base + 34, scene.range(50, 70), 30, night ? '#1f3d2f' : '#4f7a4a');
  out += tree(scene.range(60, 200), base + 110, scene.range(420, 520), night ? '#1f3d2f' : '#5f8f5a');
  out += tree(scene.range(1300, 1500), base + 110, scene.range(380, 480), night ? '#1f3d2f' : '#7a9a4f');
  if (night) out += streetLamp(scene, WIDTH * 0.55, HEIGHT - 20, 300, '#2b2e2d', sky.glow);
  scene.describe({
    en: `Drawing of a row of townhomes in alternating brick and cladding, with pitched roofs, porches over the front doors, front lawns and trees, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} ٹاؤن ہاؤسز کی قطار کا خاکہ: باری باری اینٹ اور تختوں کی دیواریں، ڈھلوان دار چھتیں، دروازوں پر چھجے، سامنے لان اور درخت`,
  });
  return out;
}

export function rearGarden(scene) {
  const time = scene.pick(['day', 'day', 'dusk']);
  const view = createView(WIDTH / 2 + scene.range(-180, 180), HEIGHT * scene.range(0.42, 0.48));
  const zb = scene.range(0.9, 1.2);
  const xl = -scene.range(100, 300);
  const xr = WIDTH + scene.range(100, 300);
  let out = rect(
    0,
    0,
    WIDTH,
    HEIGHT,
    scene.linear(
      time === 'day'
        ? [
            [0, '#a9c9cf'],
            [1, '#f1e9d6'],
          ]
        : [
            [0, '#3d5a80'],
            [1, '#f2cc8f'],
          ],
    ),
  );
  // Trees over the back fence, then the house's rear wall with its patio doors.
  for (let i = 0; i < 6; i++)
    out += circle(
      scene.range(0, WIDTH),
      view.project(0, FLOOR - 900, zb)[1],
      scene.range(70, 140),
      time === 'day' ? mix('#5f8f5a', '#2a6352', scene.random()) : '#1f4d3f',
    );
  const brick = scene.pick(BRICKS.concat(CLADDING.slice(1, 3)));
  const hx0 = 80;
  const hx1 = 1520;
  const [rx0, ry0] = view.project(hx0, FLOOR - 1200, zb);
  const [rx1] = view.project(hx1, FLOOR - 1200, zb);
  out += poly(
    [
      [rx0 - 30, ry0],
      [(rx0 + rx1) / 2, ry0 - 160],
      [rx1 + 30, ry0],
    ],
    scene.pick(['#3b3f42', '#4a4640']),
  );
  out += view.wallRect(hx0, FLOOR - 1200, hx1 - hx0, 1200, zb, brick);
  const glass = time === 'day' ? '#6f8f96' : '#ffe2a8';
  out +=
    view.wallRect(hx0 + 200, FLOOR - 660, 760, 660, zb, '#2b2622') +
    view.wallRect(hx0 + 220, FLOOR - 640, 720, 640, zb, glass);
  out += view.wallRect(hx0 + 575, FLOOR - 640, 10, 640, zb, '#2b2622');
  out +=
    view.wallRect(hx0 + 1060, FLOOR - 620, 260, 300, zb, '#f6ecd9') +
    view.wallRect(hx0 + 1075, FLOOR - 605, 230, 270, zb, glass);
  out +=
    view.wallRect(hx0 + 300, FLOOR - 1080, 260, 240, zb, '#f6ecd9') +
    view.wallRect(hx0 + 315, FLOOR - 1065, 230, 210, zb, glass);
  out +=
    view.wallRect(hx0 + 820, FLOOR - 1080, 260, 240, zb, '#f6ecd9') +
    view.wallRect(hx0 + 835, FLOOR - 1065, 230, 210, zb, glass);
  // Fences down both sides.
  const wood = scene.pick(['#8c6239', '#6e4b2e', '#b98a5a']);
  for (const x of [xl, xr]) {
    out += view.quad(
      [
        [x, FLOOR - 620, 0],
        [x, FLOOR - 620, zb],
        [x, FLOOR, zb],
        [x, FLOOR, 0],
      ],
      wood,
    );
    for (let k = 1; k < 10; k++) {
      const z = (zb * k) / 10;
      out += view.quad(
        [
          [x, FLOOR - 620, z],
          [x, FLOOR - 620, z + 0.006],
          [x, FLOOR, z + 0.006],
          [x, FLOOR, z],
        ],
        shade(wood, -0.2),
      );
    }
  }
  out +=
    view.quad(
      [
        [xl, FLOOR - 620, zb],
        [hx0, FLOOR - 620, zb],
        [hx0, FLOOR, zb],
        [xl, FLOOR, zb],
      ],
      wood,
    ) +
    view.quad(
      [
        [hx1, FLOOR - 620, zb],
        [xr, FLOOR - 620, zb],
        [xr, FLOOR, zb],
        [hx1, FLOOR, zb],
      ],
      wood,
    );
  // Lawn, then the stone patio against the house.
  out += view.quad(
    [
      [xl, FLOOR, 0],
      [xr, FLOOR, 0],
      [xr, FLOOR, zb],
      [xl, FLOOR, zb],
    ],
    time === 'day' ? '#7e9f5a' : '#4f6f45',
  );
  const stone = scene.pick(['#d8cdbb', '#cfc3ae', '#bdb3a2']);
  const pz = zb - scene.range(0.3, 0.4);
  out += view.quad(
    [
      [xl + 100, FLOOR, pz],
      [xr - 100, FLOOR, pz],
      [xr - 100, FLOOR, zb],
      [xl + 100, FLOOR, zb],
    ],
    stone,
  );
  for (let k = 1; k < 4; k++) {
    const z = pz + ((zb - pz) * k) / 4;
    out += view.quad(
      [
        [xl + 100, FLOOR, z],
        [xr - 100, FLOOR, z],
        [xr - 100, FLOOR, z + 0.004],
        [xl + 100, FLOOR, z + 0.004],
      ],
      shade(stone, -0.15),
    );
  }
  for (let k = 1; k < 9; k++) {
    const x = xl + 100 + ((xr - xl - 200) * k) / 9;
    out += view.quad(
      [
        [x - 3, FLOOR, pz],
        [x + 3, FLOOR, pz],
        [x + 3, FLOOR, zb],
        [x - 3, FLOOR, zb],
      ],
      shade(stone, -0.15),
    );
  }
  // A table with an umbrella, planters, and string lights.
  const tz = pz + 0.12;
  const [tx, ty] = view.project(WIDTH * 0.62, FLOOR - 300, tz);
  const s = view.scale(tz);
  const canopy = scene.pick([BRAND.ivory, BRAND.cedar, '#b3683a', BRAND.brass]);
  out += rect(tx - 4 * s, ty - 520 * s, 8 * s, 820 * s, '#2b2622');
  out += poly(
    [
      [tx - 360 * s, ty - 420 * s],
      [tx, ty - 560 * s],
      [tx + 360 * s, ty - 420 * s],
    ],
    canopy,
  );
  out +=
    ellipse(tx, ty, 200 * s, 50 * s, '#2b2622') +
    rect(tx - 200 * s, ty, 10 * s, 300 * s, '#2b2622') +
    rect(tx + 190 * s, ty, 10 * s, 300 * s, '#2b2622');
  for (const px of [0.22, 0.8]) {
    const [qx, qy] = view.project(WIDTH * px, FLOOR, zb - 0.05);
    const q = view.scale(zb - 0.05);
    out += rect(qx - 80 * q, qy - 160 * q, 160 * q, 160 * q, '#6b6f70');
    for (let k = 0; k < 5; k++)
      out += circle(
        qx + (k - 2) * 32 * q,
        qy - 200 * q - (k % 2) * 30 * q,
        50 * q,
        k % 2 ? '#4f7a4a' : scene.pick(['#e99a6b', '#f2b8b5', '#f3d36b', '#f6ecd9']),
      );
  }
  for (let k = 0; k < 2; k++) {
    const [ax, ay] = view.project(xl, FLOOR - 640, 0.15 + k * 0.4);
    const [bx, by] = view.project(xr, FLOOR - 640, 0.15 + k * 0.4);
    for (let t = 0.04; t < 1; t += 0.05)
      out += circle(ax + (bx - ax) * t, ay + (by - ay) * t + 90 * Math.sin(Math.PI * t), 5, '#ffe7a8');
  }
  scene.describe({
    en: `Drawing of a house's rear garden: a table under an umbrella on a stone patio, planters of flowers, a lawn, timber fences and strings of lights, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} گھر کے پچھلے باغیچے کا خاکہ: پتھر کے فرش پر چھتری تلے میز، پھولوں کے گملے، لان، لکڑی کی باڑ اور روشنیوں کی لڑیاں`,
  });
  return out;
}

/** A modern double-storey villa side-on along the street: wall, gate, body, balcony. */
function villa(scene, view, { x0, x1, z, d, night, lit }) {
  const toStreet = x1 < view.vx ? x1 : x0;
  const wallColour = scene.pick(['#efe3cc', '#f3efe6', '#e6ddcc', '#d9c3a0', '#cdbfa8']);
  const trim = scene.pick([BRAND.cedar, '#6e4b2e', '#3b3f42', BRAND.brass]);
  const glass = night ? lit : '#5f7a80';
  const faces = (c) => ({ front: shade(c, -0.15), side: c, top: shade(c, 0.1) });
  let out = '';
  const bx0 = x1 < view.vx ? x0 + 120 : x0 + 160;
  const bx1 = x1 < view.vx ? x1 - 160 : x1 - 120;
  out += view.box(bx0, FLOOR, bx1 - bx0, 820, z + 0.06, d - 0.12, faces(night ? shade(wallColour, -0.35) : wallColour));
  out += view.box(bx0 - 10, FLOOR - 820, bx1 - bx0 + 20, 50, z + 0.055, d - 0.11, faces(trim));
  const face = x1 < view.vx ? bx1 : bx0;
  const span = d - 0.12;
  for (const [y, h] of [
    [FLOOR - 740, 200],
    [FLOOR - 380, 200],
  ]) {
    for (const t of [0.12, 0.55])
      out += view.sideRect(face, y, h, z + 0.06 + span * t, z + 0.06 + span * (t + 0.28), glass);
  }
  // A balcony slab and a pergola on the upper floor.
  out += view.box(
    x1 < view.vx ? face : face - 120,
    FLOOR - 500,
    120,
    24,
    z + 0.06 + span * 0.5,
    span * 0.45,
    faces(trim),
  );
  // The boundary wall with its gate, on the plot line.
  const wallTop = 300;
  out += view.box(x0, FLOOR, x1 - x0, wallTop, z, d, faces(night ? shade(wallColour, -0.4) : shade(wallColour, -0.06)));
  out += view.sideRect(
    toStreet,
    FLOOR - wallTop + 10,
    wallTop - 10,
    z + d * 0.15,
    z + d * 0.45,
    scene.pick(['#2b2e2d', '#3b2a1a', '#1f2f45']),
  );
  out += view.sideRect(toStreet, FLOOR - wallTop - 30, 30, z, z + d, trim);
  return out;
}

/** Villas seen across the street: boundary walls and gates in front, two storeys behind. */
function villaRow(scene) {
  const {
    night,
    lit,
    out: back,
    time,
  } = backdrop(scene, ['day', 'sunset', 'dusk', 'day'], { horizon: HEIGHT * 0.7, far: 'city' });
  let out = back;
  const base = HEIGHT * 0.8;
  const count = scene.int(2, 3);
  const plotW = (WIDTH + 200) / count;
  const glass = night ? lit : '#5f7a80';
  for (let i = 0; i < count; i++) {
    const x = -100 + i * plotW;
    const wall = scene.pick(['#efe3cc', '#f3efe6', '#e6ddcc', '#d9c3a0', '#cdbfa8']);
    const lit2 = night ? shade(wall, -0.35) : wall;
    const trim = scene.pick([BRAND.cedar, '#6e4b2e', '#3b3f42', BRAND.brass]);
    const top = base - scene.range(470, 540);
    const mid = base - 250;
    // Ground floor, a cantilevered upper volume, parapet, and a timber screen.
    out += rect(x + 60, mid, plotW - 120, base - mid, shade(lit2, -0.08));
    out +=
      rect(x + 30, top, plotW * 0.62, mid - top + 10, lit2) +
      rect(x + 30 + plotW * 0.62, top + 60, plotW * 0.3, mid - top - 50, shade(lit2, -0.12));
    out +=
      rect(x + 20, top - 20, plotW * 0.64, 24, trim) +
      rect(x + 30 + plotW * 0.62, top + 40, plotW * 0.3, 20, shade(trim, 0.1));
    out +=
      rect(x + 70, top + 50, plotW * 0.36, mid - top - 90, glass) +
      rect(x + 70 + plotW * 0.36 + 30, top + 50, plotW * 0.16, mid - top - 90, trim);
    for (let k = 1; k < 5; k++)
      out += rect(x + 70 + plotW * 0.36 + 30 + (k * plotW * 0.16) / 5, top + 50, 4, mid - top - 90, shade(trim, -0.3));
    out += rect(x + 50 + plotW * 0.62, top + 110, plotW * 0.22, 110, glass);
    out +=
      rect(x + 30 + plotW * 0.62, mid - 10, plotW * 0.3, 16, trim) +
      rect(x + 30 + plotW * 0.62, mid - 70, plotW * 0.3, 60, 'rgba(207,224,220,0.45)');
    // The boundary wall with pillars and a dark metal gate.
    const wallY = base - 190;
    out +=
      rect(x, wallY, plotW, base - wallY, shade(wall, night ? -0.45 : -0.06)) + rect(x, wallY - 14, plotW, 14, trim);
    const gx = x + plotW * scene.range(0.45, 0.6);
    out +=
      rect(gx - 20, wallY - 40, 30, base - wallY + 40, shade(wall, -0.2)) +
      rect(gx + 250, wallY - 40, 30, base - wallY + 40, shade(wall, -0.2));
    out += rect(gx + 10, wallY + 10, 240, base - wallY - 10, scene.pick(['#2b2e2d', '#3b2a1a', '#1f2f45']));
    for (let k = 1; k < 8; k++) out += rect(gx + 10 + k * 30, wallY + 10, 4, base - wallY - 10, '#4a4c4e');
    out += palm(
      x + plotW * 0.14,
      base + 6,
      scene.range(420, 520),
      night ? '#1f3d2f' : '#3f6b4a',
      '#6e4b2e',
      scene.range(-0.1, 0.1),
    );
  }
  // The paved street: interlocking pavers in bands.
  const road = scene.pick(['#a39d90', '#8e8a80', '#b9a789']);
  out +=
    rect(0, base, WIDTH, 22, '#d8d2c4') + rect(0, base + 22, WIDTH, HEIGHT - base, night ? shade(road, -0.45) : road);
  for (let y = base + 50, k = 0; y < HEIGHT; y += 24 + k * 10, k++)
    out += rect(0, y, WIDTH, 4, shade(road, night ? -0.55 : -0.12));
  scene.describe({
    en: `Drawing of modern double-storey villas behind boundary walls with dark metal gates, palm trees and a paved street in front, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} جدید ڈبل اسٹوری ولاز کا خاکہ: چار دیواری اور گہرے رنگ کے دھاتی گیٹ، کھجور کے درخت اور سامنے پختہ گلی`,
  });
  return out;
}

/** Looking down the street: walls, gates and villas either side, palms on the verge. */
function villaPerspective(scene) {
  const {
    night,
    lit,
    sky,
    out: back,
    time,
  } = backdrop(scene, ['day', 'sunset', 'dusk', 'day'], { horizon: HEIGHT * 0.5, far: 'city' });
  const view = createView(WIDTH / 2 + scene.range(-120, 120), HEIGHT * 0.5);
  let out = back;
  const road = scene.pick(['#8e8a80', '#a39d90', '#7a766e']);
  const L0 = 500;
  const L1 = 1100;
  out += view.quad(
    [
      [-3000, FLOOR, 0],
      [5000, FLOOR, 0],
      [5000, FLOOR, 40],
      [-3000, FLOOR, 40],
    ],
    night ? '#3a3a34' : '#c9b99a',
  );
  out += view.quad(
    [
      [L0 - 160, FLOOR, 0],
      [L1 + 160, FLOOR, 0],
      [L1 + 160, FLOOR, 40],
      [L0 - 160, FLOOR, 40],
    ],
    '#d8d2c4',
  );
  out += view.quad(
    [
      [L0, FLOOR, 0],
      [L1, FLOOR, 0],
      [L1, FLOOR, 40],
      [L0, FLOOR, 40],
    ],
    night ? shade(road, -0.4) : road,
  );
  for (let z = 0.1; z < 8; z *= 1.5)
    out += view.quad(
      [
        [L0, FLOOR, z],
        [L1, FLOOR, z],
        [L1, FLOOR, z * 1.05],
        [L0, FLOOR, z * 1.05],
      ],
      shade(road, -0.12),
    );
  const plots = [];
  let z = 0.15;
  while (z < 9) {
    const d = 0.7 + z * 0.3;
    plots.push({ z, d });
    z += d + 0.05;
  }
  plots.reverse().forEach(({ z: pz, d }, i) => {
    out += villa(scene, view, { x0: -1000, x1: L0 - 160, z: pz, d, night, lit });
    out += villa(scene, view, { x0: L1 + 160, x1: 2600, z: pz, d, night, lit });
    if (i % 2 === 0) return;
    for (const x of [L0 - 100, L1 + 100]) {
      const [px, py] = view.project(x, FLOOR, pz + d);
      out += palm(
        px,
        py,
        900 * view.scale(pz + d),
        night ? '#1f3d2f' : '#3f6b4a',
        '#6e4b2e',
        x < view.vx ? -0.08 : 0.08,
      );
    }
  });
  if (night) {
    const [lx, ly] = view.project(L1 + 100, FLOOR, 0.5);
    out += streetLamp(scene, lx, ly, 900 * view.scale(0.5), '#2b2e2d', sky.glow);
  }
  scene.describe({
    en: `Drawing of a paved street running between double-storey villas behind boundary walls, palm trees along both sides, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} ڈبل اسٹوری ولاز کے بیچ سے گزرتی پختہ گلی کا خاکہ: دونوں طرف چار دیواری اور کھجور کے درخت`,
  });
  return out;
}

export const villasStreet = (scene) => (scene.chance(0.5) ? villaRow(scene) : villaPerspective(scene));

/** How a gateway is crowned, in words. */
const CROWN_WORDS = {
  beam: { en: 'under a deep beam bearing the emblem', ur: 'نشان والے چوڑے شہتیر تلے' },
  arch: { en: 'crowned by an arch bearing the emblem', ur: 'نشان والی محراب سے سجا' },
  pediment: { en: 'crowned by a pediment bearing the emblem', ur: 'نشان والی تکونی چوٹی سے سجا' },
};

export function gatedEntrance(scene) {
  const {
    night,
    lit,
    sky,
    out: back,
    time,
  } = backdrop(scene, ['day', 'sunset', 'dusk'], { horizon: HEIGHT * 0.5, far: 'trees' });
  const view = createView(WIDTH / 2 + scene.range(-60, 60), HEIGHT * 0.5);
  let out = back;
  const stone = scene.pick(['#d9c3a0', '#e6ddcc', '#cdbfa8', '#c9a77a']);
  const gz = scene.range(0.7, 0.9);
  // The boulevard: two carriageways either side of a planted median.
  out += view.quad(
    [
      [-3000, FLOOR, 0],
      [5000, FLOOR, 0],
      [5000, FLOOR, 40],
      [-3000, FLOOR, 40],
    ],
    night ? '#2f3a2c' : '#8fa46a',
  );
  out += view.quad(
    [
      [250, FLOOR, 0],
      [1350, FLOOR, 0],
      [1350, FLOOR, 40],
      [250, FLOOR, 40],
    ],
    night ? '#2b2e2d' : '#5c5f60',
  );
  out += view.quad(
    [
      [720, FLOOR, gz + 0.2],
      [880, FLOOR, gz + 0.2],
      [880, FLOOR, 40],
      [720, FLOOR, 40],
    ],
    night ? '#2a4a35' : '#6f8f5a',
  );
  for (let z = gz + 0.4; z < 12; z *= 1.45) {
    const [px, py] = view.project(800, FLOOR, z);
    out += palm(px, py, 1000 * view.scale(z), night ? '#1f3d2f' : '#3f6b4a', '#6e4b2e', 0);
    for (const x of [150, 1450]) {
      const [lx, ly] = view.project(x, FLOOR, z);
      out += streetLamp(scene, lx, ly, 700 * view.scale(z), '#2b2e2d', sky.glow, night);
    }
  }
  // Boundary walls running off to the sides.
  out += view.box(-3000, FLOOR, 3200, 320, gz, 0.06, {
    front: shade(stone, -0.08),
    top: shade(stone, 0.1),
    side: shade(stone, -0.2),
  });
  out += view.box(1400, FLOOR, 3200, 320, gz, 0.06, {
    front: shade(stone, -0.08),
    top: shade(stone, 0.1),
    side: shade(stone, -0.2),
  });
  // The gateway: two towers, a crowning beam with the emblem, guard cabins.
  const towerFaces = { front: stone, side: shade(stone, -0.18), top: shade(stone, 0.1) };
  out +=
    view.box(150, FLOOR, 180, 1150, gz - 0.04, 0.14, towerFaces) +
    view.box(1270, FLOOR, 180, 1150, gz - 0.04, 0.14, towerFaces);
  const crown = scene.pick(['beam', 'arch', 'pediment']);
  const beamH = crown === 'beam' ? 190 : 110;
  out += view.box(120, FLOOR - 1150, 1360, beamH, gz - 0.05, 0.16, {
    front: shade(stone, 0.05),
    bottom: shade(stone, -0.35),
    side: shade(stone, -0.2),
  });
  const [ax0, ay0] = view.project(120, FLOOR - 1150 - beamH, gz - 0.05);
  const [ax1] = view.project(1480, FLOOR - 1150 - beamH, gz - 0.05);
  const rise = 260 * view.scale(gz);
  if (crown === 'arch') {
    const mid = (ax0 + ax1) / 2;
    out += `<path d="M${n(ax0)},${n(ay0)} Q${n(mid)},${n(ay0 - rise * 2)} ${n(ax1)},${n(ay0)} L${n(ax1 - 60 * view.scale(gz))},${n(ay0)} Q${n(mid)},${n(ay0 - rise * 1.45)} ${n(ax0 + 60 * view.scale(gz))},${n(ay0)} Z" fill="${shade(stone, 0.08)}"/>`;
  }
  if (crown === 'pediment')
    out +=
      poly(
        [
          [ax0, ay0],
          [(ax0 + ax1) / 2, ay0 - rise],
          [ax1, ay0],
        ],
        shade(stone, 0.08),
      ) +
      poly(
        [
          [ax0 + 40, ay0 - 8],
          [(ax0 + ax1) / 2, ay0 - rise + 24],
          [ax1 - 40, ay0 - 8],
        ],
        shade(stone, -0.06),
      );
  for (const x of [150, 1270]) {
    const [tx0, ty] = view.project(x - 20, FLOOR - 1150 - beamH, gz - 0.05);
    const [tx1] = view.project(x + 200, FLOOR - 1150 - beamH, gz - 0.05);
    out += poly(
      [
        [tx0, ty],
        [(tx0 + tx1) / 2, ty - (crown === 'beam' ? 60 : 110) * view.scale(gz)],
        [tx1, ty],
      ],
      crown === 'beam' ? BRAND.cedar : BRAND.brass,
    );
  }
  out += view.wallRect(120, FLOOR - 1170, 1360, 24, gz - 0.05, BRAND.cedar);
  const [ex, ey] = crown === 'beam' ? view.project(800, FLOOR - 1055, gz - 0.05) : [(ax0 + ax1) / 2, ay0 - rise * 0.55];
  out +=
    circle(ex, ey, 80 * view.scale(gz), BRAND.brass) +
    circle(ex, ey, 56 * view.scale(gz), BRAND.cedar) +
    poly(
      [
        [ex, ey - 36 * view.scale(gz)],
        [ex + 26 * view.scale(gz), ey + 24 * view.scale(gz)],
        [ex - 26 * view.scale(gz), ey + 24 * view.scale(gz)],
      ],
      BRAND.gold,
    );
  for (const x of [180, 1300])
    out += view.wallRect(x, FLOOR - 700, 120, 400, gz - 0.041, night ? lit : shade(stone, -0.3));
  out +=
    view.box(-330, FLOOR, 300, 520, gz - 0.25, 0.16, towerFaces) +
    view.wallRect(-280, FLOOR - 420, 200, 160, gz - 0.25, night ? lit : '#5f7a80');
  out +=
    view.box(1630, FLOOR, 300, 520, gz - 0.25, 0.16, towerFaces) +
    view.wallRect(1680, FLOOR - 420, 200, 160, gz - 0.25, night ? lit : '#5f7a80');
  // Boom barriers, striped, one per carriageway.
  for (const [x0, x1] of [
    [300, 700],
    [900, 1300],
  ]) {
    const [ax, ay] = view.project(x0, FLOOR - 300, gz - 0.1);
    const [bx] = view.project(x1, FLOOR - 300, gz - 0.1);
    out += rect(ax - 14, ay, 28, view.project(0, FLOOR, gz - 0.1)[1] - ay, '#2b2e2d');
    for (let k = 0; k < 8; k++)
      out += rect(ax + ((bx - ax) * k) / 8, ay - 8, (bx - ax) / 8, 16, k % 2 ? '#c0392b' : '#f6ecd9');
  }
  scene.describe({
    en: `Drawing of a gated entrance: a gateway between two stone towers ${CROWN_WORDS[crown].en}, guard cabins, striped barriers across a boulevard with palms down its middle, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} گیٹڈ داخلے کا خاکہ: پتھر کے دو اونچے ستونوں کے بیچ ${CROWN_WORDS[crown].ur} گیٹ وے، گارڈ کیبن، دو رویہ سڑک پر دھاری دار بیریئر، اور درمیان میں کھجور کے درخت`,
  });
  return out;
}

export function bazaarWalkway(scene) {
  const view = createView(WIDTH / 2 + scene.range(-100, 100), HEIGHT * scene.range(0.42, 0.47));
  const covered = scene.chance(0.6);
  const floor = scene.pick(['#c9b99a', '#d8cdbb', '#b9a789']);
  let out = rect(
    0,
    0,
    WIDTH,
    HEIGHT,
    scene.linear([
      [0, '#e9b97a'],
      [1, '#f6ecd9'],
    ]),
  );
  const xl = -60;
  const xr = 1660;
  const zEnd = 6;
  out += view.quad(
    [
      [xl, FLOOR, 0],
      [xr, FLOOR, 0],
      [xr, FLOOR, zEnd],
      [xl, FLOOR, zEnd],
    ],
    floor,
  );
  for (let z = 0.2; z < zEnd; z *= 1.7)
    out += view.quad(
      [
        [xl, FLOOR, z],
        [xr, FLOOR, z],
        [xr, FLOOR, z * 1.03],
        [xl, FLOOR, z * 1.03],
      ],
      shade(floor, -0.1),
    );
  out += view.quad(
    [
      [xl, 0, zEnd],
      [xr, 0, zEnd],
      [xr, FLOOR, zEnd],
      [xl, FLOOR, zEnd],
    ],
    '#f6ecd9',
  );
  // Shops down both sides, each with a lit interior, goods and an awning.
  const goods = ['#c0392b', '#e0a458', '#3f7f3a', '#d4ab6a', '#7a3b2a', '#3d5a80', '#f3d36b', '#b85f8a'];
  const awnings = [BRAND.cedar, '#b3683a', '#7a3b2a', BRAND.brass, '#3d5a80'];
  const wall = scene.pick(['#e6ddcc', '#d9c3a0', '#cdbfa8']);
  let z = 0;
  const shops = [];
  while (z < zEnd) {
    const d = 0.4 + z * 0.45;
    shops.push([z, d]);
    z += d;
  }
  for (const [sz, d] of shops.reverse()) {
    for (const x of [xl, xr]) {
      out += view.sideRect(x, 0, FLOOR, sz, sz + d, wall);
      out += view.sideRect(x, FLOOR - 620, 620, sz + d * 0.08, sz + d * 0.92, '#fff1d0');
      for (let k = 0; k < 2; k++)
        out += view.sideRect(x, FLOOR - 520 + k * 220, 150, sz + d * 0.12, sz + d * 0.88, scene.pick(goods));
      const awning = scene.pick(awnings);
      const out2 = x === xl ? 90 : -90;
      out += view.quad(
        [
          [x, FLOOR - 700, sz + d * 0.05],
          [x, FLOOR - 700, sz + d * 0.95],
          [x + out2, FLOOR - 620, sz + d * 0.95],
          [x + out2, FLOOR - 620, sz + d * 0.05],
        ],
        awning,
      );
      out += view.sideRect(x, FLOOR - 820, 90, sz + d * 0.1, sz + d * 0.9, scene.pick(awnings));
    }
  }
  // A roof of arched ribs over the walkway, or bunting strung across it.
  for (let rz = 0.6; rz < zEnd; rz *= 2) {
    const [ax, ay] = view.project(xl, 120, rz);
    const [bx] = view.project(xr, 120, rz);
    const r = (bx - ax) / 2;
    if (covered)
      out += `<path d="M${n(ax)},${n(ay + r * 0.2)} A${n(r)},${n(r * 0.5)} 0 0 1 ${n(bx)},${n(ay + r * 0.2)}" fill="none" stroke="${BRAND.cedar}" stroke-width="${n(Math.max(3, 40 * view.scale(rz)))}"/>`;
    else
      for (let t = 0; t < 1; t += 0.08) {
        const x = ax + (bx - ax) * t;
        const y = ay + 60 * view.scale(rz) + Math.sin(Math.PI * t) * 120 * view.scale(rz);
        out += poly(
          [
            [x, y],
            [x + (bx - ax) * 0.08, y],
            [x + (bx - ax) * 0.04, y + 50 * view.scale(rz)],
          ],
          goods[Math.round(t * 12) % goods.length],
        );
      }
    const [lx, ly] = view.project(WIDTH / 2, 300, rz);
    out +=
      circle(lx, ly, 60 * view.scale(rz), scene.glow('#ffcf7a', 0.6)) + circle(lx, ly, 14 * view.scale(rz), '#ffd27d');
  }
  if (covered)
    out += view.quad(
      [
        [xl, 0, 0],
        [xr, 0, 0],
        [xr, 0, zEnd],
        [xl, 0, zEnd],
      ],
      'rgba(246,236,217,0.35)',
    );
  // Shoppers.
  const shoppers = Array.from({ length: 8 }, () => scene.range(0.45, 3)).sort((a, b) => b - a);
  for (const pz of shoppers) {
    const [px, py] = view.project(scene.range(xl + 80, xr - 80), FLOOR, pz);
    out += person(
      px,
      py,
      640 * view.scale(pz),
      scene.pick(['#2a2420', '#1f4d3f', '#7a3b2a', '#3d5a80', '#f6ecd9', '#b3683a', '#b85f8a']),
      '#3b2a1a',
    );
  }
  scene.describe(
    covered
      ? {
          en: 'Drawing of a covered bazaar walkway: shopfronts with goods and awnings down both sides, arched ribs overhead, shoppers walking',
          ur: 'چھت دار بازار کی راہداری کا خاکہ: دونوں طرف سامان اور سائبانوں والی دکانیں، اوپر محراب دار چھت، چلتے پھرتے خریدار',
        }
      : {
          en: 'Drawing of a bazaar walkway: shopfronts with goods and awnings down both sides, bunting strung overhead, shoppers walking',
          ur: 'بازار کی راہداری کا خاکہ: دونوں طرف سامان اور سائبانوں والی دکانیں، اوپر رنگین جھنڈیاں، چلتے پھرتے خریدار',
        },
  );
  return out;
}
