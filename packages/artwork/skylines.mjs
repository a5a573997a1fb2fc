/** Skylines: the original lakeshore at dusk, Karachi by the sea, and the two joined in one panorama. */
import {
  BRAND,
  HEIGHT,
  PALETTES,
  TIMES,
  WIDTH,
  circle,
  ellipse,
  mix,
  n,
  palm,
  path,
  poly,
  rect,
  rng,
  shade,
} from './core.mjs';
import { stars } from './city.mjs';
import { backdrop } from './buildings.mjs';

/**
 * The generator's first and only picture: a skyline with a moon over water.
 * Kept byte for byte, seeded by the path alone, so images drawn before the
 * library existed come out the same. Returns the SVG and what it shows.
 */
export function lakeshoreDocument(imagePath) {
  return { svg: lakeshoreSvg(imagePath), words: LAKESHORE_WORDS };
}

const LAKESHORE_WORDS = {
  en: 'Drawing of a city skyline by the water at dusk, lit windows in its towers and a pale moon above, its light on the water',
  ur: 'شام کے جھٹپٹے میں پانی کنارے شہر کی اسکائی لائن کا خاکہ: ٹاوروں کی روشن کھڑکیاں، اوپر ہلکا زرد چاند اور پانی پر اس کی روشنی',
};

function lakeshoreSvg(imagePath) {
  const random = rng(imagePath);
  const palette = PALETTES[Math.floor(random() * PALETTES.length)];
  const sunX = 200 + random() * (WIDTH - 400);
  const sunY = 220 + random() * 220;
  const horizon = HEIGHT * (0.62 + random() * 0.1);
  const rays = Array.from({ length: 6 }, (_, i) => {
    const y = horizon + 24 + i * 26;
    return `<rect x="${(sunX - 180 + i * 22).toFixed(0)}" y="${y.toFixed(0)}" width="${(360 - i * 44).toFixed(0)}" height="4" rx="2" fill="${palette.glow}" opacity="${(0.5 - i * 0.07).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}"/>
      <stop offset="0.55" stop-color="${palette.sky[1]}"/>
      <stop offset="1" stop-color="${palette.sky[2]}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.sun}"/>
      <stop offset="0.6" stop-color="${palette.sun}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="190" fill="url(#sun)"/>
  ${skyline(random, horizon - 10, 80, 260, palette.far, false, palette.glow)}
  ${skyline(random, horizon, 40, 380, palette.near, true, palette.glow)}
  <rect y="${horizon.toFixed(0)}" width="${WIDTH}" height="${(HEIGHT - horizon).toFixed(0)}" fill="${palette.near}"/>
  ${rays}
</svg>`;
}

function skyline(random, baseY, minH, maxH, color, windows, glow) {
  let x = -20;
  let shapes = '';
  while (x < WIDTH + 20) {
    const w = 60 + random() * 160;
    const h = minH + random() * (maxH - minH);
    const top = baseY - h;
    shapes += `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${(h + HEIGHT).toFixed(0)}" fill="${color}"/>`;
    if (random() > 0.6) {
      shapes += `<polygon points="${x.toFixed(0)},${top.toFixed(0)} ${(x + w / 2).toFixed(0)},${(top - 30 - random() * 40).toFixed(0)} ${(x + w).toFixed(0)},${top.toFixed(0)}" fill="${color}"/>`;
    }
    if (windows) {
      for (let wy = top + 18; wy < baseY - 14; wy += 26) {
        for (let wx = x + 12; wx < x + w - 14; wx += 22) {
          if (random() > 0.55) {
            shapes += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="9" height="13" fill="${glow}" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
          }
        }
      }
    }
    x += w + random() * 18;
  }
  return shapes;
}

// ── Karachi ───────────────────────────────────────────────────────────────

/** The Quaid's mausoleum: a white cube on a terrace, pointed arches, a shallow dome. */
function mausoleum(x, baseY, size, white, arch) {
  const w = size;
  const h = size * 0.5;
  let out = rect(x - w * 0.9, baseY - size * 0.08, w * 1.8, size * 0.08, shade(white, -0.12));
  out += rect(x - w / 2, baseY - size * 0.08 - h, w, h, white);
  for (const dx of [-0.3, 0, 0.3]) {
    const ax = x + dx * w;
    const top = baseY - size * 0.08 - h * 0.85;
    out += path(
      `M${n(ax - w * 0.09)},${n(baseY - size * 0.08)} L${n(ax - w * 0.09)},${n(top + w * 0.12)} Q${n(ax - w * 0.09)},${n(top)} ${n(ax)},${n(top - w * 0.02)} Q${n(ax + w * 0.09)},${n(top)} ${n(ax + w * 0.09)},${n(top + w * 0.12)} L${n(ax + w * 0.09)},${n(baseY - size * 0.08)} Z`,
      arch,
    );
  }
  const domeBase = baseY - size * 0.08 - h;
  out += rect(x - w * 0.36, domeBase - size * 0.06, w * 0.72, size * 0.06, shade(white, -0.06));
  out += path(
    `M${n(x - w * 0.34)},${n(domeBase - size * 0.06)} Q${n(x - w * 0.34)},${n(domeBase - size * 0.5)} ${n(x)},${n(domeBase - size * 0.52)} Q${n(x + w * 0.34)},${n(domeBase - size * 0.5)} ${n(x + w * 0.34)},${n(domeBase - size * 0.06)} Z`,
    white,
  );
  return out + rect(x - 3, domeBase - size * 0.64, 6, size * 0.13, white);
}

/** A mosque: a broad low dome and one slender minaret. */
function mosque(x, baseY, size, colour) {
  let out = rect(x - size * 0.7, baseY - size * 0.25, size * 1.4, size * 0.25, colour);
  out += ellipse(x, baseY - size * 0.25, size * 0.62, size * 0.4, colour);
  const mx = x + size * 0.95;
  out +=
    rect(mx - size * 0.04, baseY - size * 1.25, size * 0.08, size * 1.25, colour) +
    rect(mx - size * 0.07, baseY - size * 0.95, size * 0.14, size * 0.04, colour);
  return (
    out +
    poly(
      [
        [mx - size * 0.05, baseY - size * 1.25],
        [mx + size * 0.05, baseY - size * 1.25],
        [mx, baseY - size * 1.42],
      ],
      colour,
    )
  );
}

/** A tall tower with a stepped, tapering crown and a spire. */
function crownedTower(scene, x, baseY, width, height, colour, lit, litShare) {
  let out = rect(x - width / 2, baseY - height, width, height, colour);
  for (let k = 1; k <= 3; k++)
    out += rect(
      x - width / 2 + k * width * 0.1,
      baseY - height - k * height * 0.05,
      width - k * width * 0.2,
      height * 0.05 + 1,
      colour,
    );
  out += rect(x - 3, baseY - height * 1.15 - height * 0.12, 6, height * 0.12, colour);
  for (let y = baseY - height + 30; y < baseY - 20; y += 34)
    if (scene.random() < litShare) out += rect(x - width * 0.35, y, width * 0.7, 8, lit, 'opacity="0.7"');
  return out;
}

/** A small sailing boat on the water. */
function dhow(x, y, size, hull, sail) {
  return (
    path(
      `M${n(x - size)},${n(y)} L${n(x + size)},${n(y)} L${n(x + size * 0.7)},${n(y + size * 0.25)} L${n(x - size * 0.8)},${n(y + size * 0.25)} Z`,
      hull,
    ) +
    poly(
      [
        [x - size * 0.1, y - 4],
        [x - size * 0.1, y - size * 1.3],
        [x + size * 0.75, y - 4],
      ],
      sail,
    )
  );
}

/** Water from the horizon down, with the sun's glitter path. */
function sea(scene, { horizon, sky, sunX }) {
  let out = rect(
    0,
    horizon,
    WIDTH,
    HEIGHT - horizon,
    scene.linear([
      [0, mix(sky.sky[1], '#2d767f', 0.45)],
      [1, mix(sky.sky[0], '#091d21', 0.6)],
    ]),
  );
  for (let i = 0; i < 7; i++) {
    const y = horizon + 16 + i * 30 + i * i * 4;
    const w = 320 - i * 30;
    out += rect(sunX - w / 2 + scene.range(-30, 30), y, w, 5, sky.glow, `rx="2" opacity="${n(0.55 - i * 0.06)}"`);
  }
  return out;
}

/** The Karachi half of a panorama, drawn between x0 and x1. */
function karachiLine(scene, { horizon, x0, x1, sky, night }) {
  const silhouette = shade(sky.far, -0.35);
  const lit = sky.glow;
  let out = '';
  let x = x0 - 20;
  while (x < x1) {
    const w = scene.range(50, 120);
    const h = scene.range(60, 200);
    out += rect(x, horizon - h, w, h + 2, silhouette);
    for (let y = horizon - h + 16; y < horizon - 10; y += 28)
      if (scene.random() < (night ? 0.4 : 0.2)) out += rect(x + 10, y, w - 20, 6, lit, 'opacity="0.6"');
    x += w + scene.range(0, 10);
  }
  const span = x1 - x0;
  out += crownedTower(
    scene,
    x0 + span * scene.range(0.55, 0.7),
    horizon,
    70,
    scene.range(430, 520),
    silhouette,
    lit,
    night ? 0.6 : 0.3,
  );
  out += crownedTower(
    scene,
    x0 + span * scene.range(0.75, 0.85),
    horizon,
    60,
    scene.range(280, 360),
    silhouette,
    lit,
    night ? 0.6 : 0.3,
  );
  out += mosque(x0 + span * scene.range(0.3, 0.42), horizon, scene.range(110, 140), silhouette);
  out += mausoleum(
    x0 + span * scene.range(0.08, 0.18),
    horizon,
    scene.range(170, 210),
    night ? '#e9e2d3' : '#f6ecd9',
    shade(sky.far, -0.2),
  );
  return out;
}

export function karachiSkyline(scene) {
  const {
    out: back,
    horizon,
    sky,
    night,
    time,
  } = backdrop(scene, ['sunset', 'dusk', 'night', 'sunset'], {
    horizon: HEIGHT * scene.range(0.62, 0.68),
    far: 'city',
  });
  const sunX = scene.range(300, WIDTH - 300);
  let out = back + karachiLine(scene, { horizon, x0: 0, x1: WIDTH, sky, night });
  out += sea(scene, { horizon, sky, sunX });
  for (let i = 0; i < scene.int(2, 3); i++)
    out += dhow(
      scene.range(150, WIDTH - 150),
      horizon + scene.range(40, 140),
      scene.range(30, 50),
      '#2b2622',
      scene.pick([BRAND.ivory, '#e9d7c0', BRAND.brass]),
    );
  const shore = HEIGHT - scene.range(60, 110);
  out += path(
    `M0,${n(shore)} Q${n(WIDTH / 2)},${n(shore - 40)} ${WIDTH},${n(shore + 10)} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`,
    shade(sky.ground, -0.3),
  );
  for (const x of [scene.range(40, 220), scene.range(1350, 1560)])
    out += palm(
      x,
      HEIGHT,
      scene.range(380, 480),
      shade(sky.far, -0.5),
      shade(sky.far, -0.55),
      scene.range(-0.15, 0.15),
    );
  scene.describe({
    en: `Drawing of the Karachi skyline across the sea ${TIMES[time].en}: towers with stepped crowns, a domed mosque with a minaret, a white domed mausoleum, sailing boats and palm trees`,
    ur: `${TIMES[time].ur} سمندر کے پار کراچی کی اسکائی لائن کا خاکہ: سیڑھی نما چوٹیوں والے ٹاور، مینار والی گنبد دار مسجد، سفید گنبد والا مزار، بادبانی کشتیاں اور کھجور کے درخت`,
  });
  return out;
}

/** Ontario's lakeshore on the left, Karachi's seafront on the right, one sunset over both. */
export function twinSkyline(scene) {
  const {
    out: back,
    horizon,
    sky,
    night,
    time,
  } = backdrop(scene, ['sunset', 'dusk'], { horizon: HEIGHT * scene.range(0.62, 0.68), far: 'city' });
  let out = back;
  const silhouette = shade(sky.far, -0.35);
  // Ontario: hotel slabs and a few conifers along the lake.
  let x = -20;
  while (x < WIDTH * 0.48) {
    const w = scene.range(70, 150);
    const h = scene.range(80, 300);
    out += rect(x, horizon - h, w, h + 2, silhouette);
    for (let y = horizon - h + 18; y < horizon - 10; y += 26)
      for (let wx = x + 10; wx < x + w - 14; wx += 24)
        if (scene.random() < 0.3) out += rect(wx, y, 9, 12, sky.glow, 'opacity="0.6"');
    x += w + scene.range(0, 14);
  }
  for (let i = 0; i < 9; i++) {
    const cx = scene.range(0, WIDTH * 0.45);
    const h = scene.range(90, 170);
    for (let k = 0; k < 3; k++)
      out += poly(
        [
          [cx - h * (0.3 - k * 0.07), horizon - h * k * 0.28],
          [cx, horizon - h * (0.5 + k * 0.25)],
          [cx + h * (0.3 - k * 0.07), horizon - h * k * 0.28],
        ],
        shade(silhouette, -0.25),
      );
  }
  // A lighthouse on the Ontario pier.
  const lx = scene.range(WIDTH * 0.1, WIDTH * 0.35);
  out +=
    poly(
      [
        [lx - 22, horizon + 6],
        [lx + 22, horizon + 6],
        [lx + 12, horizon - 150],
        [lx - 12, horizon - 150],
      ],
      '#f6ecd9',
    ) +
    rect(lx - 16, horizon - 172, 32, 24, '#c0392b') +
    circle(lx, horizon - 160, 40, scene.glow(sky.glow, 0.7)) +
    rect(lx - 60, horizon + 2, 120, 10, shade(silhouette, -0.2));
  out += karachiLine(scene, { horizon, x0: WIDTH * 0.5, x1: WIDTH, sky, night });
  out += sea(scene, { horizon, sky, sunX: WIDTH / 2 });
  out +=
    circle(WIDTH / 2, horizon - 20, 70, scene.glow(sky.glow, 0.8)) +
    circle(WIDTH / 2, horizon, 46, mix(sky.glow, '#ffffff', 0.4));
  out += rect(0, horizon, WIDTH, 4, shade(silhouette, -0.2));
  out += palm(WIDTH - scene.range(60, 200), HEIGHT, 440, shade(sky.far, -0.5), shade(sky.far, -0.55), -0.1);
  scene.describe({
    en: `Drawing of one panorama ${TIMES[time].en}: a lakeshore skyline with pines and a lighthouse on one side, Karachi's seafront with towers, a mosque and a white domed mausoleum on the other, and the sun low between them`,
    ur: `${TIMES[time].ur} ایک ہی منظر کا خاکہ: ایک طرف جھیل کنارے صنوبر کے درختوں اور لائٹ ہاؤس کے ساتھ اسکائی لائن، دوسری طرف ٹاوروں، مسجد اور سفید گنبد والے مزار کے ساتھ کراچی کا ساحل، اور بیچ میں ڈوبتا سورج`,
  });
  return out + stars(scene, { horizon, count: night ? 12 : 0 });
}
