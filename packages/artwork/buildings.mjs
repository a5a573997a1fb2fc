/** Buildings seen from the street: hotel, convention centre, apartment towers, arcade, IT tower and mall, construction. */
import {
  BRAND,
  HEIGHT,
  SKIES,
  TIMES,
  WIDTH,
  circle,
  ellipse,
  line,
  mix,
  n,
  palm,
  person,
  poly,
  rect,
  shade,
  skyBackdrop,
  tree,
} from './core.mjs';
import { bands, block, car, distantSkyline, facadeWindows, ground, stars, streetLamp, treeLine } from './city.mjs';

/** Sky, far skyline or trees, and ground, for a time of day chosen from `times`. */
export function backdrop(scene, times, { horizon = HEIGHT * scene.range(0.66, 0.74), far = 'city' } = {}) {
  const time = scene.pick(times);
  const sky = scene.pick(SKIES[time]);
  const orb =
    time === 'night'
      ? { x: scene.range(150, WIDTH - 150), y: scene.range(100, 220), r: 38, colour: '#f6ecd9' }
      : time === 'day'
        ? null
        : {
            x: scene.range(150, WIDTH - 150),
            y: horizon - scene.range(60, 200),
            r: scene.range(50, 80),
            colour: mix(sky.glow, '#ffffff', 0.3),
          };
  let out = skyBackdrop(scene, sky, { horizon, orb });
  if (time === 'night') out += stars(scene, { horizon });
  out +=
    far === 'city'
      ? distantSkyline(scene, { horizon, colour: sky.far, windows: time === 'day' ? null : sky.glow })
      : treeLine(scene, { horizon, colour: sky.far, size: scene.range(30, 55) });
  out += ground(scene, { horizon, colour: sky.ground });
  return { time, sky, horizon, out, lit: time === 'day' ? '#f3efe6' : sky.glow, night: time !== 'day' };
}

const WALLS = ['#efe3cc', '#f3efe6', '#d9c3a0', '#c47a55', '#e6ddcc', '#cdbfa8'];
const GLASS = ['#2a4650', '#23384a', '#2f4a44', '#3b4a5a'];

/** A street across the foreground with a kerb, lane marks and a few cars. */
function street(scene, { y, colour = '#3a3c3e', cars = 1, night }) {
  let out = rect(0, y, WIDTH, HEIGHT - y, colour) + rect(0, y - 10, WIDTH, 12, '#b9b3a6');
  for (let x = scene.range(0, 200); x < WIDTH; x += 420) out += rect(x, y + (HEIGHT - y) * 0.55, 180, 10, '#c9c2b0');
  for (let i = 0; i < cars; i++)
    out += car(
      scene.range(-80, WIDTH - 200),
      y + (HEIGHT - y) * scene.range(0.45, 0.9),
      scene.range(240, 320),
      scene.pick(['#e9e2d3', '#8e918d', '#7a2a1f', '#1f2f45', '#2a2420', '#c9ccc8']),
      { facing: scene.chance(0.5) ? 1 : -1, lights: night },
    );
  return out;
}

/** How an apartment building's picture tells it: its height, what crowns it, what stands before it. */
const APARTMENT_WORDS = {
  mid: { en: 'a mid-rise apartment building', ur: 'درمیانی اونچائی کی اپارٹمنٹ بلڈنگ' },
  high: { en: 'a high-rise apartment tower', ur: 'بلند و بالا اپارٹمنٹ ٹاور' },
  tanks: { en: 'water tanks on the roof', ur: 'چھت پر پانی کی ٹنکیاں' },
  pergola: { en: 'a pergola on the roof', ur: 'چھت پر پرگولا' },
  setback: { en: 'a glazed penthouse on the roof', ur: 'چھت پر شیشے کا پینٹ ہاؤس' },
  street: { en: 'a car and palm trees on the street in front', ur: 'سامنے سڑک پر ایک گاڑی اور کھجور کے درخت' },
  forecourt: { en: 'a boundary wall with a gate and palm trees in front', ur: 'آگے چار دیواری، گیٹ اور کھجور کے درخت' },
  avenue: { en: 'on an avenue lined with trees', ur: 'درختوں سے سجی سڑک کے کنارے' },
};

/** A residential slab or tower: storeys of windows and balconies, a crown with water tanks. */
function apartmentBuilding(scene, { height, floors, widthL, widthR, topY }) {
  const { out: back, horizon, lit, night, time } = backdrop(scene, ['dusk', 'sunset', 'day', 'day', 'night']);
  let out = back;
  const base = HEIGHT * 0.84;
  const cx = WIDTH * scene.range(0.42, 0.6);
  const wall = scene.pick(WALLS);
  const accent = scene.pick([BRAND.cedar, BRAND.brass, '#7a3b2a', '#3d5a80']);
  const glass = scene.pick(GLASS);
  // Tall towers face us squarely (level window lines keep the JPEG small); some lower blocks do too.
  const frontal = floors > 10 || scene.chance(0.35);
  const b = block({
    cx,
    base,
    top: topY,
    left: widthL,
    right: frontal ? widthR * 0.6 : widthR,
    horizon,
    vl: frontal ? cx - 1e6 : cx - scene.range(1800, 2600),
    vr: cx + scene.range(1800, 2600),
  });
  // Neighbours: lower blocks either side.
  for (const side of [-1, 1]) {
    const nx = cx + side * scene.range(480, 620);
    const nb = block({
      cx: nx,
      base,
      top: base - scene.range(150, 320),
      left: 260,
      right: 240,
      horizon,
      vl: nx - 2400,
      vr: nx + 2400,
    });
    const nWall = shade(scene.pick(WALLS), night ? -0.45 : -0.12);
    out +=
      nb.faces({ leftFill: nWall, rightFill: shade(nWall, -0.12) }) +
      facadeWindows(scene, nb.left, {
        cols: 4,
        rows: 4,
        lit,
        dark: shade(nWall, -0.3),
        litShare: night ? 0.4 : 0,
        ribbon: true,
        fillX: 0.8,
      });
  }
  out += b.faces({ leftFill: shade(wall, night ? -0.3 : 0), rightFill: shade(wall, night ? -0.42 : -0.16) });
  const podium = 1 / floors;
  const pane = mix(glass, wall, night ? 0.15 : 0.3);
  const ribbons = frontal && scene.chance(0.4);
  out += facadeWindows(scene, b.left, {
    cols: Math.round(widthL / 90),
    rows: floors - 1,
    v0: 0.02,
    v1: 1 - podium,
    lit,
    dark: pane,
    litShare: night ? 0.4 : 0.08,
    fillX: ribbons ? 0.84 : 0.55,
    ribbon: ribbons,
  });
  out += facadeWindows(scene, b.right, {
    cols: Math.round(widthR / 90),
    rows: floors - 1,
    v0: 0.02,
    v1: 1 - podium,
    lit,
    dark: pane,
    litShare: night ? 0.4 : 0.08,
    fillX: 0.86,
    fillY: 0.7,
    ribbon: true,
  });
  // Balcony slabs on the right face.
  const balconies = frontal ? b.left : b.right;
  const [bu0, bu1] = frontal
    ? scene.pick([
        [0.04, 0.4],
        [0.6, 0.96],
      ])
    : [0.1, 0.62];
  out += bands(balconies, {
    rows: floors - 1,
    v0: 0.02,
    v1: 1 - podium,
    thickness: 0.4 / floors,
    fill: shade(wall, night ? -0.22 : 0.06),
    u0: bu0,
    u1: bu1,
  });
  const stripe = scene.pick([0.22, 0.5, 0.78, null]);
  if (stripe !== null) out += b.left.quad(stripe - 0.04, 0.0, stripe + 0.04, 1 - podium, accent);
  out += b.right.quad(0, 0, 0.04, 1 - podium, accent);
  // Shops at street level, a canopy over the entrance.
  out += b.left.quad(0.03, 1 - podium * 0.85, 0.97, 0.99, night ? mix(lit, '#ffffff', 0.2) : '#5f7a80');
  out += b.left.quad(0, 1 - podium, 1, 1 - podium * 0.85, accent);
  out += b.right.quad(0.05, 1 - podium * 0.85, 0.95, 0.99, night ? shade(lit, -0.1) : '#4f666b');
  // A crown: parapet and the rooftop water tanks every Karachi roof carries.
  const { cTop, lTop, rTop } = b.points;
  out += poly(
    [
      [lTop[0], lTop[1] - 16],
      [cTop[0], cTop[1] - 16],
      [rTop[0], rTop[1] - 16],
      [rTop[0], rTop[1]],
      [cTop[0], cTop[1]],
      [lTop[0], lTop[1]],
    ],
    shade(wall, -0.25),
  );
  const crown = scene.pick(['tanks', 'pergola', 'setback']);
  if (crown === 'tanks') {
    for (let i = 0; i < 3; i++) {
      const [tx, ty] = b.left(0.55 + i * 0.13, 0);
      out += rect(tx - 27, ty - 56, 54, 40, i === 1 ? '#2a2420' : '#3b4a5a', 'rx="6"');
    }
  } else if (crown === 'pergola') {
    const [px0, py0] = b.left(0.15, 0);
    const [px1, py1] = b.left(0.85, 0);
    out += poly(
      [
        [px0, py0 - 70],
        [px1, py1 - 70],
        [px1, py1 - 58],
        [px0, py0 - 58],
      ],
      accent,
    );
    for (let k = 0; k <= 6; k++)
      out += rect(px0 + ((px1 - px0) * k) / 6 - 4, py0 + ((py1 - py0) * k) / 6 - 70, 8, 70, accent);
  } else {
    const [sx0, sy0] = b.left(0.2, 0);
    const [sx1, sy1] = b.left(0.8, 0);
    out +=
      poly(
        [
          [sx0, sy0],
          [sx0, sy0 - 60],
          [sx1, sy1 - 60],
          [sx1, sy1],
        ],
        shade(wall, night ? -0.35 : -0.05),
      ) +
      poly(
        [
          [sx0 + 20, sy0 - 14],
          [sx0 + 20, sy0 - 48],
          [sx1 - 20, sy1 - 48],
          [sx1 - 20, sy1 - 14],
        ],
        night ? lit : pane,
      );
  }
  const ground = scene.pick(['street', 'forecourt', 'avenue']);
  if (ground === 'street') out += street(scene, { y: base + 18, night });
  if (ground === 'forecourt') {
    // A paved forecourt behind a low boundary wall with a gate.
    out += rect(0, base, WIDTH, HEIGHT - base, shade('#c9b99a', night ? -0.45 : 0));
    for (let y = base + 30, k = 0; y < HEIGHT; y += 30 + k * 12, k++)
      out += rect(0, y, WIDTH, 3, shade('#c9b99a', night ? -0.55 : -0.12));
    const wallY = HEIGHT - 150;
    const gx = scene.range(300, WIDTH - 500);
    const boundary = shade(wall, night ? -0.45 : -0.1);
    out +=
      rect(0, wallY, gx, 150, boundary) +
      rect(gx + 300, wallY, WIDTH, 150, boundary) +
      rect(0, wallY - 12, WIDTH, 12, accent);
    for (let x = 80; x < WIDTH; x += 300)
      if (x < gx - 60 || x > gx + 340)
        out +=
          rect(x - 24, wallY - 50, 48, 200, shade(boundary, -0.12)) +
          circle(x, wallY - 70, 36, night ? '#1f3d2f' : '#4f7a4a');
    out +=
      rect(gx - 20, wallY - 60, 40, 210, shade(boundary, -0.15)) +
      rect(gx + 280, wallY - 60, 40, 210, shade(boundary, -0.15)) +
      rect(gx + 20, wallY, 260, 150, '#2b2e2d');
    for (let k = 1; k < 8; k++) out += rect(gx + 20 + k * 32, wallY, 5, 150, '#4a4c4e');
  }
  if (ground === 'avenue') {
    out += rect(0, base + 10, WIDTH, 40, '#b9b3a6') + rect(0, base + 50, WIDTH, HEIGHT, night ? '#2b2e2d' : '#4a4c4e');
    for (let x = scene.range(40, 160); x < WIDTH; x += scene.range(260, 340))
      out += tree(x, base + 40, scene.range(220, 300), night ? '#1f3d2f' : '#4f7a4a');
  }
  if (ground !== 'avenue')
    for (const x of [cx - widthL - 80, cx + widthR + 60, scene.range(60, 200)])
      out += palm(
        x,
        base + 10,
        scene.range(260, 360),
        night ? '#1f3d2f' : '#3f6b4a',
        night ? '#2b2622' : '#6e4b2e',
        scene.range(-0.15, 0.15),
      );
  const [what, top, before] = [APARTMENT_WORDS[height], APARTMENT_WORDS[crown], APARTMENT_WORDS[ground]];
  scene.describe({
    en: `Drawing of ${what.en} with balconies, shops at street level and ${top.en}, ${before.en}, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} ${what.ur} کا خاکہ: بالکونیاں، نیچے دکانیں اور ${top.ur}، ${before.ur}`,
  });
  return out;
}

export const apartmentMidRise = (scene) =>
  apartmentBuilding(scene, {
    height: 'mid',
    floors: scene.int(5, 8),
    widthL: scene.range(480, 620),
    widthR: scene.range(260, 360),
    topY: HEIGHT * scene.range(0.24, 0.34),
  });
export const apartmentHighRise = (scene) =>
  apartmentBuilding(scene, {
    height: 'high',
    floors: scene.int(12, 17),
    widthL: scene.range(300, 400),
    widthR: scene.range(220, 300),
    topY: HEIGHT * scene.range(0.04, 0.1),
  });

export function itTowerMall(scene) {
  const { out: back, horizon, lit, night, time } = backdrop(scene, ['dusk', 'day', 'sunset', 'night']);
  let out = back;
  const base = HEIGHT * 0.84;
  const cx = WIDTH * scene.range(0.44, 0.58);
  const glassSky = night ? ['#1d2d4f', '#3d5a80'] : ['#6f97a6', '#cfe0dc'];
  const vl = cx - scene.range(1600, 2200);
  const vr = cx + scene.range(1600, 2200);
  // The tower rises from the back of the podium.
  const tower = block({
    cx: cx + 40,
    base: base - 200,
    top: HEIGHT * scene.range(0.03, 0.08),
    left: 300,
    right: 230,
    horizon,
    vl,
    vr,
  });
  out += tower.faces({
    leftFill: scene.linear([
      [0, glassSky[1]],
      [1, glassSky[0]],
    ]),
    rightFill: scene.linear([
      [0, shade(glassSky[1], -0.2)],
      [1, shade(glassSky[0], -0.2)],
    ]),
  });
  out += facadeWindows(scene, tower.left, {
    cols: 5,
    rows: 14,
    u0: 0,
    u1: 1,
    v0: 0,
    v1: 1,
    fillX: 0.92,
    fillY: 0.86,
    lit,
    dark: 'rgba(15,42,34,0.35)',
    litShare: night ? 0.35 : 0.06,
  });
  out += facadeWindows(scene, tower.right, {
    cols: 3,
    rows: 14,
    u0: 0,
    u1: 1,
    v0: 0,
    v1: 1,
    fillX: 0.92,
    fillY: 0.86,
    lit,
    dark: 'rgba(15,42,34,0.45)',
    litShare: night ? 0.3 : 0.04,
  });
  const { cTop, lTop, rTop } = tower.points;
  // The crown: a brass fin rising from the far edge to a point over the corner.
  out +=
    poly(
      [
        [lTop[0], lTop[1]],
        [lTop[0], lTop[1] - 30],
        [cTop[0], cTop[1] - 130],
        [cTop[0], cTop[1]],
      ],
      BRAND.brass,
    ) +
    poly(
      [
        [cTop[0], cTop[1] - 130],
        [rTop[0], rTop[1] - 20],
        [rTop[0], rTop[1]],
        [cTop[0], cTop[1]],
      ],
      shade(BRAND.brass, -0.25),
    );
  out += poly(
    [
      [lTop[0], lTop[1] - 30],
      [cTop[0], cTop[1] - 130],
      [cTop[0], cTop[1] - 110],
      [lTop[0], lTop[1] - 14],
    ],
    shade(BRAND.brass, 0.3),
  );
  out += tower.left.quad(0.48, 0, 0.52, 1, BRAND.cedar) + tower.right.quad(0, 0, 0.05, 1, BRAND.cedar);
  // The mall podium: glazed floors between signage bands.
  const podium = block({
    cx,
    base,
    top: base - scene.range(300, 360),
    left: scene.range(600, 700),
    right: scene.range(480, 560),
    horizon,
    vl,
    vr,
  });
  const clad = scene.pick(['#e6ddcc', '#d9c3a0', '#cdbfa8']);
  out += podium.faces({ leftFill: shade(clad, night ? -0.3 : 0), rightFill: shade(clad, night ? -0.4 : -0.14) });
  const shopGlow = night ? mix(lit, '#ffffff', 0.3) : '#8fb0b8';
  for (const [v0, v1] of [
    [0.1, 0.38],
    [0.5, 0.78],
  ]) {
    out +=
      podium.left.quad(0.02, v0, 0.98, v1, shopGlow) + podium.right.quad(0.02, v0, 0.98, v1, shade(shopGlow, -0.1));
    for (let k = 1; k < 10; k++) out += podium.left.quad(k / 10 - 0.003, v0, k / 10 + 0.003, v1, shade(clad, -0.3));
  }
  const tiles = [BRAND.cedar, '#b3683a', BRAND.brass, '#3d5a80', '#7a3b2a'];
  for (let k = 0; k < 6; k++)
    out += podium.left.quad(0.05 + k * 0.155, 0.41, 0.17 + k * 0.155, 0.47, scene.pick(tiles));
  out +=
    podium.left.quad(0.35, 0.8, 0.65, 1, night ? '#fff1d0' : '#5f7a80') +
    podium.left.quad(0.3, 0.78, 0.7, 0.82, BRAND.cedarDeep);
  out += street(scene, { y: base + 18, night, cars: 2 });
  for (let i = 0; i < 7; i++)
    out += person(
      scene.range(100, WIDTH - 100),
      base + scene.range(40, 90),
      scene.range(110, 150),
      scene.pick(['#2a2420', '#1f4d3f', '#7a3b2a', '#3d5a80']),
      '#3b2a1a',
    );
  scene.describe({
    en: `Drawing of a glass tower rising from a shopping-mall podium, people and cars on the street in front, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} شاپنگ مال کے اوپر اٹھتے شیشے کے ٹاور کا خاکہ، سامنے سڑک پر لوگ اور گاڑیاں`,
  });
  return out;
}

export function commercialArcade(scene) {
  const { out: back, horizon, lit, night, time } = backdrop(scene, ['day', 'dusk', 'sunset']);
  let out = back;
  const base = HEIGHT * 0.86;
  const cx = WIDTH * scene.range(0.36, 0.5);
  const floors = 7;
  const wall = scene.pick(['#e6ddcc', '#d9c3a0', '#efe3cc', '#cdbfa8']);
  const b = block({
    cx,
    base,
    top: HEIGHT * scene.range(0.1, 0.18),
    left: scene.range(360, 440),
    right: scene.range(620, 760),
    horizon,
    vl: cx - 2000,
    vr: cx + 2600,
  });
  out += b.faces({ leftFill: shade(wall, night ? -0.3 : -0.12), rightFill: shade(wall, night ? -0.2 : 0) });
  const storey = 1 / floors;
  // Offices: strip windows between vertical fins.
  const pane = mix(scene.pick(GLASS), wall, night ? 0.1 : 0.35);
  out += facadeWindows(scene, b.right, {
    cols: 9,
    rows: floors - 2,
    v0: 0.03,
    v1: 1 - 2 * storey,
    fillX: 0.8,
    fillY: 0.55,
    lit,
    dark: pane,
    litShare: night ? 0.5 : 0.05,
    ribbon: true,
  });
  out += facadeWindows(scene, b.left, {
    cols: 5,
    rows: floors - 2,
    v0: 0.03,
    v1: 1 - 2 * storey,
    fillX: 0.8,
    fillY: 0.55,
    lit,
    dark: shade(pane, -0.1),
    litShare: night ? 0.5 : 0.05,
    ribbon: true,
  });
  for (let k = 0; k <= 9; k += 3) out += b.right.quad(k / 9 - 0.008, 0, k / 9 + 0.008, 1 - 2 * storey, BRAND.cedar);
  // Signboards: the colourful band every Karachi market carries.
  const signs = ['#c0392b', '#1f4d3f', '#d4ab6a', '#3d5a80', '#e0a458', '#7a3b2a', '#2a6352'];
  for (let k = 0; k < 6; k++)
    out += b.right.quad(k / 6 + 0.01, 1 - 2 * storey + 0.01, (k + 1) / 6 - 0.01, 1 - 1.45 * storey, scene.pick(signs));
  for (let k = 0; k < 3; k++)
    out += b.left.quad(k / 3 + 0.02, 1 - 2 * storey + 0.01, (k + 1) / 3 - 0.02, 1 - 1.45 * storey, scene.pick(signs));
  // The arcade: a colonnade of arches sheltering shopfronts.
  const arches = 7;
  out += b.right.quad(0, 1 - 1.4 * storey, 1, 1, shade(wall, -0.05));
  for (let k = 0; k < arches; k++) {
    const u0 = k / arches + 0.015;
    const u1 = (k + 1) / arches - 0.015;
    const shop = night ? mix(lit, '#ffffff', 0.25) : scene.pick(['#f3e3c0', '#cfe0dc', '#f6ecd9']);
    const [ax0, ay0] = b.right(u0, 1 - 1.1 * storey);
    const [ax1, ay1] = b.right(u1, 1 - 1.1 * storey);
    const [bx1, by1] = b.right(u1, 1);
    const [bx0, by0] = b.right(u0, 1);
    const r = (ax1 - ax0) / 2;
    out += `<path d="M${n(bx0)},${n(by0)} L${n(ax0)},${n(ay0)} Q${n(ax0)},${n(ay0 - r * 1.1)} ${n((ax0 + ax1) / 2)},${n((ay0 + ay1) / 2 - r * 1.1)} Q${n(ax1)},${n(ay1 - r * 1.1)} ${n(ax1)},${n(ay1)} L${n(bx1)},${n(by1)} Z" fill="${shade(wall, -0.45)}"/>`;
    out += b.right.quad(u0 + 0.02, 1 - 0.95 * storey, u1 - 0.02, 1, shop);
    out += b.right.quad(u0 + 0.02, 1 - 0.95 * storey, u1 - 0.02, 1 - 0.8 * storey, scene.pick(signs));
  }
  out +=
    b.left.quad(0.03, 1 - storey, 0.97, 1, night ? mix(lit, '#ffffff', 0.25) : '#f3e3c0') +
    b.left.quad(0, 1 - 1.4 * storey, 1, 1 - storey, scene.pick(signs));
  out += rect(0, base + 10, WIDTH, HEIGHT - base, '#8e8a80') + rect(0, base + 60, WIDTH, HEIGHT, '#4a4c4e');
  for (let i = 0; i < 6; i++)
    out += person(
      scene.range(40, WIDTH - 40),
      base + scene.range(40, 70),
      scene.range(120, 160),
      scene.pick(['#2a2420', '#1f4d3f', '#7a3b2a', '#3d5a80', '#f6ecd9', '#b3683a']),
      '#3b2a1a',
    );
  out += car(scene.range(0, 600), HEIGHT - 30, 300, scene.pick(['#e9e2d3', '#7a2a1f', '#c9ccc8']), { lights: night });
  scene.describe({
    en: `Drawing of a commercial building: floors of offices, a band of signboards, and shopfronts under an arcade of arches at street level, people and a car in front, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} کمرشل عمارت کا خاکہ: اوپر دفاتر، رنگین سائن بورڈ، اور نیچے محرابوں تلے دکانیں، سامنے لوگ اور ایک گاڑی`,
  });
  return out;
}

/** A tower crane: a lattice mast, the jib over the site, a counterweight and a hook. */
function crane(x, baseY, topY, jibL, jibR, colour) {
  const w = 34;
  let out = rect(x - w / 2, topY, w, baseY - topY, 'none', `stroke="${colour}" stroke-width="5"`);
  let zig = `M${n(x - w / 2)},${n(baseY)}`;
  for (let y = baseY, k = 0; y > topY; y -= w, k++) zig += ` L${n(k % 2 ? x - w / 2 : x + w / 2)},${n(y - w)}`;
  out += `<path d="${zig}" fill="none" stroke="${colour}" stroke-width="3"/>`;
  out += rect(x - jibL, topY - 30, jibL + jibR, 26, 'none', `stroke="${colour}" stroke-width="5"`);
  let truss = `M${n(x - jibL)},${n(topY - 4)}`;
  for (let px = x - jibL, k = 0; px < x + jibR; px += 30, k++)
    truss += ` L${n(px + 30)},${n(k % 2 ? topY - 4 : topY - 30)}`;
  out += `<path d="${truss}" fill="none" stroke="${colour}" stroke-width="3"/>`;
  out +=
    poly(
      [
        [x - 14, topY - 30],
        [x + 14, topY - 30],
        [x, topY - 110],
      ],
      colour,
    ) +
    line(x, topY - 110, x + jibR * 0.6, topY - 30, colour, 3) +
    line(x, topY - 110, x - jibL * 0.9, topY - 30, colour, 3);
  out += rect(x - jibL, topY - 4, 90, 60, '#6b6f70') + rect(x + 20, topY - 4, 50, 44, shade(colour, -0.2));
  const hookX = x + jibR * 0.55;
  out += line(hookX, topY - 4, hookX, topY + 260, '#2b2e2d', 2) + rect(hookX - 40, topY + 260, 80, 30, '#8e918d');
  return out;
}

export function constructionSite(scene) {
  const { out: back, horizon, night, time } = backdrop(scene, ['day', 'sunset', 'dusk']);
  let out = back;
  const base = HEIGHT * 0.86;
  const cx = WIDTH * scene.range(0.4, 0.56);
  const floors = scene.int(12, 18);
  const done = Math.floor(floors * scene.range(0.45, 0.65));
  const top = HEIGHT * scene.range(0.16, 0.26);
  const b = block({
    cx,
    base,
    top,
    left: scene.range(380, 460),
    right: scene.range(260, 320),
    horizon,
    vl: cx - 2200,
    vr: cx + 2200,
  });
  const concrete = night ? '#8e8a80' : '#c9c2b0';
  const open = night ? '#2a2622' : '#4a4640';
  out += b.faces({ leftFill: open, rightFill: shade(open, -0.2) });
  const storey = 1 / floors;
  const frameFrom = 1 - done * storey;
  // Finished lower floors, wrapped in safety netting.
  out += b.left.quad(0, frameFrom, 1, 1, concrete) + b.right.quad(0, frameFrom, 1, 1, shade(concrete, -0.15));
  out += facadeWindows(scene, b.left, {
    cols: 5,
    rows: done,
    v0: frameFrom,
    v1: 1,
    lit: '#6f8a90',
    dark: '#6f8a90',
    litShare: 1,
  });
  out += b.right.quad(0.35, frameFrom, 1, 1, 'rgba(42,99,82,0.75)');
  // The open frame above: slabs and columns.
  out += bands(b.left, { rows: floors - done, v0: 0, v1: frameFrom, thickness: 0.012, fill: concrete });
  out += bands(b.right, { rows: floors - done, v0: 0, v1: frameFrom, thickness: 0.012, fill: shade(concrete, -0.15) });
  for (let k = 0; k <= 5; k++) out += b.left.quad(k / 5 - 0.012, 0, k / 5 + 0.012, frameFrom, concrete);
  for (let k = 0; k <= 3; k++) out += b.right.quad(k / 3 - 0.015, 0, k / 3 + 0.015, frameFrom, shade(concrete, -0.15));
  const { cTop } = b.points;
  out += crane(
    cx + scene.range(-120, 160),
    base - 20,
    Math.max(60, cTop[1] - scene.range(120, 200)),
    scene.range(260, 360),
    scene.range(420, 620),
    scene.pick(['#e0a458', '#d4ab6a', '#e2c23a']),
  );
  // Hoarding around the site, in the group's colours.
  out += rect(0, base - 60, WIDTH, 80, BRAND.cedar) + rect(0, base - 60, WIDTH, 10, BRAND.brass);
  for (let x = 0; x < WIDTH; x += 160) out += rect(x, base - 50, 3, 70, BRAND.cedarDeep);
  out += rect(0, base + 20, WIDTH, HEIGHT - base, '#7a6a55');
  for (let i = 0; i < 3; i++)
    out += rect(
      scene.range(0, WIDTH - 200),
      base + scene.range(40, 120),
      scene.range(120, 220),
      scene.range(20, 40),
      scene.pick(['#8e8a80', '#b9b3a6', '#6b6f70']),
    );
  scene.describe({
    en: `Drawing of a tower under construction: its lower floors finished and netted, its upper frame open, a crane above and hoarding around the site, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} زیرِ تعمیر ٹاور کا خاکہ: نچلی منزلیں مکمل اور جال سے ڈھکی، اوپر کھلا ڈھانچہ، اس پر کرین، اور سائٹ کے گرد حفاظتی باڑ`,
  });
  return out;
}

/** A hotel's building, the same in every picture of one hotel and another for each hotel: storeys, walls, roof. */
const HOTEL_STOREYS = {
  3: { en: 'three', ur: 'تین' },
  4: { en: 'four', ur: 'چار' },
  5: { en: 'five', ur: 'پانچ' },
  6: { en: 'six', ur: 'چھ' },
  7: { en: 'seven', ur: 'سات' },
};
const HOTEL_WALLS = [
  { colour: '#e6ddcc', en: 'cream', ur: 'کریم رنگ کی' },
  { colour: '#d9c3a0', en: 'sand-coloured', ur: 'ریتیلے رنگ کی' },
  { colour: '#a8a39a', en: 'grey', ur: 'سرمئی' },
  { colour: '#9a5a40', en: 'red-brick', ur: 'سرخ اینٹوں کی' },
  { colour: '#f3efe6', en: 'white', ur: 'سفید' },
];
const HOTEL_ROOFS = {
  flat: { en: 'a flat roof', ur: 'ہموار چھت' },
  hipped: { en: 'a hipped slate roof', ur: 'ڈھلوان دار سلیٹی چھت' },
};

export function hotelExterior(scene) {
  const { place } = scene;
  const floors = place.int(3, 7);
  const walls = place.pick(HOTEL_WALLS);
  const roof = place.pick(['flat', 'hipped']);
  const storeyHeight = place.range(85, 100);
  const [left, right] = [place.range(820, 960), place.range(240, 320)];
  const towerU = place.range(0.3, 0.45);
  const {
    out: back,
    horizon,
    lit,
    night,
    sky,
    time,
  } = backdrop(scene, ['night', 'dusk', 'sunset', 'day', 'night'], {
    far: 'trees',
    horizon: HEIGHT * scene.range(0.7, 0.76),
  });
  let out = back;
  const base = HEIGHT * 0.8;
  const cx = WIDTH * scene.range(0.62, 0.72);
  const wall = walls.colour;
  const b = block({
    cx,
    base,
    top: base - floors * storeyHeight - 40,
    left,
    right,
    horizon,
    vl: cx - 2000,
    vr: cx + 1700,
  });
  out += b.faces({ leftFill: shade(wall, night ? -0.25 : 0), rightFill: shade(wall, night ? -0.45 : -0.2) });
  if (roof === 'hipped') {
    // Slopes rising from the eaves to a ridge along the long front, hips at the ends.
    const { lTop, cTop, rTop } = b.points;
    const at = ([x0, y0], [x1, y1], t, rise = 0) => [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - rise];
    const rise = storeyHeight * 1.1;
    const ridgeEnd = at(cTop, rTop, 0.5, rise);
    const ridgeStart = at(ridgeEnd, [ridgeEnd[0] + lTop[0] - cTop[0], ridgeEnd[1] + lTop[1] - cTop[1]], 0.9);
    const slate = night ? '#2b2e33' : '#4a4f55';
    out +=
      poly([lTop, ridgeStart, ridgeEnd, rTop, cTop], shade(slate, -0.2)) +
      poly([lTop, cTop, ridgeEnd, ridgeStart], slate) +
      poly([cTop, rTop, ridgeEnd], shade(slate, -0.3));
  }
  const storey = 1 / (floors + 0.5);
  const u0 = towerU - 0.08;
  const u1 = towerU + 0.24;
  const overCanopy = (c, r) => r === floors - 2 && 0.04 + ((c + 1) * 0.92) / 14 > u0 && 0.04 + (c * 0.92) / 14 < u1;
  out += facadeWindows(scene, b.left, {
    cols: 14,
    rows: floors - 1,
    v0: 0.5 * storey + 0.02,
    v1: 1 - storey,
    lit: sky.glow,
    dark: shade(wall, -0.55),
    litShare: night ? 0.7 : 0.35,
    fillX: 0.55,
    skip: overCanopy,
  });
  out += facadeWindows(scene, b.right, {
    cols: 4,
    rows: floors - 1,
    v0: 0.5 * storey + 0.02,
    v1: 1 - storey,
    lit: sky.glow,
    dark: shade(wall, -0.6),
    litShare: night ? 0.6 : 0.3,
    fillX: 0.5,
  });
  // A stair tower with the sign, brass against the night.
  out +=
    b.left.quad(towerU, -0.08, towerU + 0.12, 1, shade(wall, -0.1)) +
    b.left.quad(towerU + 0.02, -0.02, towerU + 0.1, 0.06, BRAND.brass);
  const [sx, sy] = b.left(towerU + 0.06, 0.02);
  out += circle(sx, sy, 60, scene.glow('#ffe2a8', 0.6));
  // The lobby glazing and the porte-cochère: a lit canopy on columns.
  out += b.left.quad(u0, 1 - storey * 1.3, u1, 1, mix(lit, '#ffffff', 0.25));
  for (let k = 1; k < 6; k++)
    out += b.left.quad(
      u0 + ((u1 - u0) * k) / 6 - 0.002,
      1 - storey * 1.3,
      u0 + ((u1 - u0) * k) / 6 + 0.002,
      1,
      shade(wall, -0.4),
    );
  // The canopy stands a storey and a half high, above our eye: we see its lit
  // underside, and its front edge, being nearer, sits higher and lower ends further out.
  const [c0x, c0y] = b.left(u0, 1 - storey * 1.4);
  const [c1x, c1y] = b.left(u1, 1 - storey * 1.4);
  const [, g0y] = b.left(u0, 1);
  const [, g1y] = b.left(u1, 1);
  const reach = 80;
  const f0 = [c0x - 60, c0y - reach * 0.25];
  const f1 = [c1x + 40, c1y - reach * 0.25];
  const fascia = 30;
  out += ellipse((c0x + c1x) / 2, (g0y + g1y) / 2 + reach * 0.6, (c1x - c0x) * 0.8, 90, scene.glow('#ffe2a8', 0.6));
  out += poly([[c0x, c0y], [c1x, c1y], f1, f0], night ? '#f3dcae' : shade(wall, -0.2));
  for (const [x, y, g] of [
    [f0[0] + 14, f0[1], g0y],
    [f1[0] - 14, f1[1], g1y],
  ])
    out += rect(x - 10, y, 20, g + reach - y, BRAND.cedarDeep);
  out +=
    poly([[f0[0], f0[1] - fascia], [f1[0], f1[1] - fascia], f1, f0], BRAND.cedar) +
    poly([[f0[0], f0[1] - 8], [f1[0], f1[1] - 8], f1, f0], BRAND.brass);
  // The drive, cars at the door, shrubs and lamps.
  out +=
    rect(0, base + 10, WIDTH, HEIGHT - base, shade(sky.ground, 0.08)) +
    poly(
      [
        [0, HEIGHT],
        [WIDTH * 0.3, base + 30],
        [WIDTH * 0.75, base + 30],
        [WIDTH, HEIGHT],
      ],
      night ? '#24262a' : '#4a4c4e',
    );
  out += car(c0x - 60, base + 150, 300, scene.pick(['#e9e2d3', '#1f2f45', '#7a2a1f']), { lights: night });
  for (let x = 40; x < WIDTH; x += scene.range(140, 220))
    if (x < c0x - 200 || x > c1x + 80) out += ellipse(x, base + 40, 70, 40, night ? '#173a30' : '#2f5a45');
  for (const x of [WIDTH * 0.12, WIDTH * 0.92])
    out += streetLamp(scene, x, HEIGHT - 40, 320, '#2b2e2d', sky.glow, night);
  out += tree(WIDTH * 0.05, base + 30, 380, night ? '#173a30' : '#2f5a45');
  const [storeys, roofWords, when] = [HOTEL_STOREYS[floors], HOTEL_ROOFS[roof], TIMES[time]];
  scene.describe({
    en: `Drawing of a ${storeys.en}-storey hotel with ${walls.en} walls and ${roofWords.en}, a porte-cochère over its entrance and a car at the door, ${when.en}`,
    ur: `${when.ur} ${walls.ur} دیواروں اور ${roofWords.ur} والے ${storeys.ur} منزلہ ہوٹل کا خاکہ، داخلی دروازے پر پورچ اور اس کے آگے ایک گاڑی`,
  });
  return out;
}

export function conventionEntrance(scene) {
  const {
    out: back,
    horizon,
    lit,
    sky,
    time,
  } = backdrop(scene, ['dusk', 'night', 'dusk'], { horizon: HEIGHT * scene.range(0.68, 0.74) });
  let out = back;
  const base = HEIGHT * 0.78;
  const cx = WIDTH * scene.range(0.7, 0.8);
  const b = block({
    cx,
    base,
    top: HEIGHT * scene.range(0.3, 0.38),
    left: scene.range(1000, 1150),
    right: scene.range(260, 340),
    horizon,
    vl: cx - 2400,
    vr: cx + 1500,
  });
  const clad = scene.pick(['#cdbfa8', '#a8a39a', '#e6ddcc']);
  out += b.faces({ leftFill: '#1a2238', rightFill: shade(clad, -0.35) });
  // The glass foyer, lit from inside: warm panes, a mezzanine, people.
  const warm = mix(lit, '#ffffff', 0.15);
  out += b.left.quad(
    0.02,
    0.12,
    0.98,
    1,
    scene.linear([
      [0, shade(warm, -0.1)],
      [1, warm],
    ]),
  );
  out += b.left.quad(0.02, 0.5, 0.98, 0.54, shade(clad, -0.3));
  for (let k = 0; k <= 14; k++)
    out += b.left.quad(0.02 + (k * 0.96) / 14 - 0.002, 0.12, 0.02 + (k * 0.96) / 14 + 0.002, 1, '#2b2e2d');
  for (let i = 0; i < 10; i++) {
    const [px, py] = b.left(scene.range(0.1, 0.95), scene.chance(0.5) ? 0.5 : 0.99);
    out += person(px, py, scene.range(50, 80), 'rgba(43,38,34,0.75)');
  }
  out += b.left.quad(0, 0, 1, 0.12, clad) + b.right.quad(0, 0, 1, 0.12, shade(clad, -0.15));
  out += b.right.quad(0.15, 0.2, 0.85, 0.9, BRAND.cedar) + b.right.quad(0.3, 0.35, 0.7, 0.45, BRAND.brass);
  // A cantilevered canopy over the doors.
  const [ax, ay] = b.left(0.35, 0.62);
  const [bx, by] = b.left(0.75, 0.62);
  out +=
    poly(
      [
        [ax, ay],
        [bx, by],
        [bx + 60, by + 70],
        [ax - 120, ay + 70],
      ],
      shade(clad, -0.2),
    ) +
    poly(
      [
        [ax - 120, ay + 70],
        [bx + 60, by + 70],
        [bx + 60, by + 84],
        [ax - 120, ay + 84],
      ],
      BRAND.brass,
    );
  // The plaza: paving lines, flags, banners, people arriving.
  out += rect(0, base, WIDTH, HEIGHT - base, '#b9b3a6');
  for (let k = 0; k < 14; k++)
    out += line(WIDTH / 2 + (k - 7) * 60, base, WIDTH / 2 + (k - 7) * 260, HEIGHT, '#a39d90', 3);
  for (let k = 1; k < 4; k++) out += rect(0, base + (HEIGHT - base) * (k / 4) ** 1.6, WIDTH, 3, '#a39d90');
  const flagColours = [BRAND.cedar, '#c0392b', BRAND.brass];
  for (let i = 0; i < 3; i++) {
    const x = WIDTH * 0.08 + i * 90;
    out +=
      rect(x - 3, base - 380, 6, 400, '#d8dbd7') +
      poly(
        [
          [x + 3, base - 375],
          [x + 110, base - 360],
          [x + 3, base - 300],
        ],
        flagColours[i],
      );
  }
  for (let i = 0; i < 4; i++) {
    const [px, py] = b.left(0.1 + i * 0.25, 0.98);
    out +=
      rect(px - 2, py - 260, 4, 260, '#2b2e2d') +
      rect(px + 2, py - 250, 50, 160, scene.pick([BRAND.brass, BRAND.cedarLight, '#b3683a']));
  }
  for (let i = 0; i < 8; i++)
    out += person(
      scene.range(200, WIDTH - 300),
      base + scene.range(60, 220),
      scene.range(140, 200),
      scene.pick(['#2a2420', '#1f2f45', '#7a3b2a', '#3b2a1a']),
      '#2a2420',
    );
  out += streetLamp(scene, WIDTH * 0.5, base + 20, 300, '#2b2e2d', sky.glow);
  scene.describe({
    en: `Drawing of a convention centre with its long glass foyer lit, flags, banners and people arriving across the plaza, ${TIMES[time].en}`,
    ur: `${TIMES[time].ur} کنونشن سینٹر کا خاکہ: شیشے کی لمبی روشن لابی، جھنڈے، بینر اور پلازہ پر آتے لوگ`,
  });
  return out;
}
