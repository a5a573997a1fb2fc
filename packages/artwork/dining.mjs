/** The restaurant: its dining room, kebabs on the charcoal grill, and plated dishes seen from above. */
import { BRAND, HEIGHT, WIDTH, circle, ellipse, group, line, n, path, person, poly, rect, shade } from './core.mjs';
import { FLOOR, chair, floorBands, setRoom, table } from './furniture.mjs';

/** An arched niche on the back wall, glowing from inside. */
function archNiche(scene, view, { x, y, w, h, z, fill, glow }) {
  const [x0, y0] = view.project(x, y, z);
  const [x1, y1] = view.project(x + w, y + h, z);
  const r = (x1 - x0) / 2;
  const d = `M${n(x0)},${n(y1)} L${n(x0)},${n(y0 + r)} A${n(r)},${n(r)} 0 0 1 ${n(x1)},${n(y0 + r)} L${n(x1)},${n(y1)} Z`;
  return path(d, fill) + ellipse((x0 + x1) / 2, y1 - (y1 - y0) * 0.3, r * 1.1, (y1 - y0) * 0.45, scene.glow(glow, 0.5));
}

/** A pierced lantern hanging on a cord. */
function lantern(scene, x, dropY, size, metal) {
  return (
    ellipse(x, dropY + size, size * 2.4, size * 2.2, scene.glow('#ffcf7a', 0.4)) +
    line(x, 0, x, dropY, metal, 2) +
    poly(
      [
        [x, dropY],
        [x + size * 0.5, dropY + size * 0.35],
        [x + size * 0.5, dropY + size * 1.4],
        [x, dropY + size * 1.8],
        [x - size * 0.5, dropY + size * 1.4],
        [x - size * 0.5, dropY + size * 0.35],
      ],
      metal,
    ) +
    poly(
      [
        [x, dropY + size * 0.4],
        [x + size * 0.3, dropY + size * 0.6],
        [x + size * 0.3, dropY + size * 1.25],
        [x, dropY + size * 1.45],
        [x - size * 0.3, dropY + size * 1.25],
        [x - size * 0.3, dropY + size * 0.6],
      ],
      '#ffd27d',
    )
  );
}

export function diningRoom(scene) {
  const scheme = scene.pick([
    {
      wall: '#7a3b2a',
      wallSide: '#6a3324',
      ceiling: '#2b1a14',
      floor: '#5e4127',
      floorFar: '#4a321f',
      wood: '#3b2a1a',
      fabric: '#d4ab6a',
      soft: '#f6ecd9',
      accent: '#e0a458',
      trim: '#1f4d3f',
    },
    {
      wall: '#1f4d3f',
      wallSide: '#183f33',
      ceiling: '#10241d',
      floor: '#6b4a31',
      floorFar: '#573b27',
      wood: '#3b2a1a',
      fabric: '#b3683a',
      soft: '#f6ecd9',
      accent: '#d4ab6a',
      trim: '#7a3b2a',
    },
    {
      wall: '#c9a27a',
      wallSide: '#b58e67',
      ceiling: '#3b2a1a',
      floor: '#5e4127',
      floorFar: '#4a321f',
      wood: '#4a2f1e',
      fabric: '#1f4d3f',
      soft: '#f6ecd9',
      accent: '#e0a458',
      trim: '#7a3b2a',
    },
  ]);
  const { view, bounds, shell } = setRoom(scene, {
    depth: scene.range(1.05, 1.3),
    eye: scene.range(0.38, 0.44),
    scheme,
  });
  const zb = bounds.zb;
  let out = shell + floorBands(view, bounds, shade(scheme.floor, -0.12), 9);
  const niches = scene.chance(0.5);
  if (niches) {
    for (let i = 0; i < 5; i++)
      out += archNiche(scene, view, {
        x: 100 + i * 290,
        y: 180,
        w: 200,
        h: 560,
        z: zb,
        fill: shade(scheme.wall, -0.3),
        glow: '#ffc978',
      });
  } else {
    // The open kitchen: a pass with a glowing grill, copper pans and cooks behind it.
    out += view.wallRect(160, 260, 1280, 480, zb, '#2b2622');
    const [gx, gy] = view.project(800, 640, zb);
    out += ellipse(gx, gy, 380, 120, scene.glow('#ff8a3d', 0.7));
    for (let i = 0; i < 3; i++) {
      const [px, py] = view.project(420 + i * 360, FLOOR - 330, zb);
      out += person(px, py, 360 * view.scale(zb), '#f6ecd9', '#3b2a1a');
    }
    for (let i = 0; i < 7; i++) {
      const [px, py] = view.project(260 + i * 180, 330, zb);
      out += line(px, py - 40, px, py, '#8e918d', 2) + circle(px, py + 14, 18, '#b87333');
    }
    out += view.box(160, FLOOR, 1280, 330, zb - 0.08, 0.08, {
      front: scheme.wood,
      top: BRAND.brass,
      side: shade(scheme.wood, -0.2),
    });
  }
  // Booths along the left wall with a long banquette.
  out += view.box(bounds.xl, FLOOR, 170, 460, 0.05, zb - 0.1, {
    front: shade(scheme.fabric, -0.1),
    top: shade(scheme.fabric, 0.1),
    side: scheme.fabric,
  });
  out += view.box(bounds.xl, FLOOR, 300, 180, 0.05, zb - 0.1, {
    front: shade(scheme.fabric, -0.15),
    top: shade(scheme.fabric, 0.15),
    side: shade(scheme.fabric, -0.1),
  });
  for (const [x, z] of [
    [700, zb - 0.45],
    [1150, zb - 0.45],
    [900, 0.45],
    [320, 0.55],
    [1350, 0.3],
    [380, 0.18],
  ]) {
    out += chair(view, { x: x + 100, z: z + 0.12, w: 110, facing: 'toward' }, scheme.wood);
    out += table(view, { x, w: 320, z, d: 0.12, h: 290, top: scheme.soft, leg: scheme.wood });
    const [cx, cy] = view.project(x + 160, FLOOR - 310, z + 0.06);
    const s = view.scale(z);
    out +=
      ellipse(cx, cy, 90 * s, 50 * s, scene.glow('#ffd58a', 0.7)) +
      rect(cx - 8 * s, cy - 36 * s, 16 * s, 36 * s, '#f6ecd9');
  }
  for (const [x, z] of [
    [500, 0.5],
    [1100, 0.5],
    [800, 0.95],
  ]) {
    const [px, py] = view.project(x, 260, z);
    out += lantern(scene, px, py, 46 * view.scale(z), BRAND.brass);
  }
  scene.describe({
    en: `Drawing of a restaurant dining room: candlelit tables under brass lanterns, a long banquette along one wall, and ${niches ? 'glowing arched niches on the far wall' : 'cooks at a glowing grill in the open kitchen beyond'}`,
    ur: `ریسٹورنٹ کے ڈائننگ ہال کا خاکہ: پیتل کی قندیلوں تلے موم بتیوں سے روشن میزیں، ایک دیوار کے ساتھ لمبی گدے دار نشست، اور ${niches ? 'سامنے دیوار میں روشن محراب دار طاقچے' : 'سامنے کھلے کچن میں دہکتی گرل پر باورچی'}`,
  });
  return out;
}

/** What the grill holds, in words. */
const GRILL_WORDS = {
  seekh: { en: 'seekh kebabs', ur: 'سیخ کبابوں', more: { en: '', ur: '' } },
  tikka: {
    en: 'tikka',
    ur: 'تکوں',
    more: { en: ', onion and green pepper between the pieces', ur: '، بوٹیوں کے بیچ پیاز اور شملہ مرچ' },
  },
  mixed: { en: 'seekh kebabs and tikka', ur: 'سیخ کبابوں اور تکوں', more: { en: '', ur: '' } },
};

/** Kebabs over charcoal: the trough of coals, the skewers across it, smoke rising. */
export function charcoalGrill(scene) {
  const kind = scene.pick(['seekh', 'tikka', 'mixed']);
  const tile = scene.pick(['#2b2622', '#1f2b26', '#3a2a22']);
  let out = rect(0, 0, WIDTH, HEIGHT, tile);
  out += ellipse(WIDTH / 2, HEIGHT * 0.75, 1100, 420, scene.glow('#ff8a3d', 0.45));
  // The grill trough in perspective: a dark rim and a bed of coals.
  const top = HEIGHT * scene.range(0.38, 0.46);
  const inset = scene.range(140, 260);
  out += poly(
    [
      [inset, top],
      [WIDTH - inset, top],
      [WIDTH + 60, HEIGHT],
      [-60, HEIGHT],
    ],
    '#1a1512',
  );
  out += poly(
    [
      [inset + 30, top + 20],
      [WIDTH - inset - 30, top + 20],
      [WIDTH, HEIGHT],
      [0, HEIGHT],
    ],
    '#3a1a0f',
  );
  out += poly(
    [
      [inset + 30, top + 20],
      [WIDTH - inset - 30, top + 20],
      [WIDTH, HEIGHT],
      [0, HEIGHT],
    ],
    scene.linear([
      [0, '#3a140a'],
      [0.5, '#7a2a12'],
      [1, '#5a1e0e'],
    ]),
  );
  for (let i = 0; i < 34; i++) {
    const t = scene.random();
    const y = top + 40 + t * (HEIGHT - top - 40);
    const half = (WIDTH - 2 * inset) / 2 + t * inset - 40;
    const x = WIDTH / 2 + (scene.random() * 2 - 1) * half;
    const r = 20 + t * 40;
    out += ellipse(x, y, r, r * 0.55, scene.pick(['#ff8a2e', '#f26a22', '#ffb347', '#c8461c']));
  }
  // Skewers, farther ones higher and smaller.
  const rows = scene.int(5, 7);
  for (let i = 0; i < rows; i++) {
    const t = i / (rows - 1);
    const y = top + 40 + t ** 1.2 * (HEIGHT - top - 150);
    const s = 0.55 + t * 0.6;
    const x0 = inset - 60 * s;
    const x1 = WIDTH - inset + 60 * s;
    out += line(x0, y, x1, y, '#b9bcb8', 6 * s) + circle(x0, y, 10 * s, '#8e918d');
    const seekh = kind === 'seekh' || (kind === 'mixed' && i % 2 === 0);
    if (seekh) {
      out += rect(x0 + 100 * s, y - 26 * s, x1 - x0 - 180 * s, 52 * s, '#6b3419', `rx="${n(26 * s)}"`);
      for (let k = 0; k < 9; k++)
        out += rect(
          x0 + (140 + k * ((x1 - x0 - 260 * s) / 9 / s)) * s,
          y - 24 * s,
          14 * s,
          48 * s,
          '#4a2410',
          `rx="${n(6 * s)}"`,
        );
    } else {
      let x = x0 + 100 * s;
      let k = 0;
      while (x < x1 - 120 * s) {
        const piece = k % 4 === 3 ? scene.pick(['#e9d7c0', '#3f7f3a']) : scene.pick(['#8f3a1c', '#9c4421', '#7a3018']);
        const w = (k % 4 === 3 ? 40 : 76) * s;
        out += rect(x, y - 34 * s, w, 68 * s, piece, `rx="${n(16 * s)}"`);
        x += w + 8 * s;
        k++;
      }
    }
  }
  // Flames licking up and smoke drifting.
  for (let i = 0; i < 6; i++) {
    const x = scene.range(inset, WIDTH - inset);
    const y = scene.range(top + 60, HEIGHT - 80);
    const h = scene.range(50, 110);
    out += path(
      `M${n(x - 22)},${n(y)} Q${n(x - 18)},${n(y - h * 0.6)} ${n(x)},${n(y - h)} Q${n(x + 18)},${n(y - h * 0.6)} ${n(x + 22)},${n(y)} Z`,
      '#ffb347',
      'opacity="0.85"',
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = scene.range(250, WIDTH - 250);
    const sway = scene.range(50, 110) * (scene.chance(0.5) ? 1 : -1);
    out += path(
      `M${n(x)},${n(top)} q${n(-sway)},-120 0,-${n(scene.range(180, 240))} t${n(sway * 0.3)},-${n(scene.range(160, 240))}`,
      'none',
      `stroke="#f6ecd9" stroke-width="${n(scene.range(40, 80))}" stroke-linecap="round" opacity="0.1"`,
    );
  }
  const { en, ur, more } = GRILL_WORDS[kind];
  scene.describe({
    en: `Drawing of rows of ${en} on skewers over glowing charcoal${more.en}, flames and smoke rising`,
    ur: `دہکتے کوئلوں پر سیخوں میں لگے ${ur} کی قطاروں کا خاکہ${more.ur}، اٹھتے شعلے اور دھواں`,
  });
  return out;
}

// ── plated dishes, seen from above ────────────────────────────────────────

function tabletop(scene) {
  const surface = scene.pick(['#6e4b2e', '#5e4127', '#3b2a1a', '#2a3b34']);
  let out = rect(0, 0, WIDTH, HEIGHT, surface);
  for (let i = 0; i < 6; i++) out += rect(0, i * 190 + scene.range(-20, 20), WIDTH, 6, shade(surface, -0.15));
  const cloth = scene.pick([BRAND.ivory, '#d9c7a6', BRAND.cedar, '#7a3b2a']);
  const corner = scene.pick([
    [-200, -120],
    [WIDTH - 520, HEIGHT - 300],
  ]);
  out += rect(
    corner[0],
    corner[1],
    720,
    420,
    cloth,
    `transform="rotate(${n(scene.range(-12, 12))} ${n(corner[0] + 360)} ${n(corner[1] + 210)})"`,
  );
  return out;
}

function bowl(x, y, r, rim, fill) {
  return (
    circle(x + r * 0.08, y + r * 0.1, r * 1.04, 'rgba(0,0,0,0.25)') + circle(x, y, r, rim) + circle(x, y, r * 0.8, fill)
  );
}

function naan(scene, x, y, w, h, rotate) {
  let out = ellipse(x, y, w, h, '#e7c88f', `transform="rotate(${n(rotate)} ${n(x)} ${n(y)})"`);
  for (let i = 0; i < 9; i++)
    out += ellipse(
      x + scene.range(-w * 0.7, w * 0.7),
      y + scene.range(-h * 0.6, h * 0.6),
      scene.range(12, 26),
      scene.range(8, 16),
      '#b07a3c',
      'opacity="0.8"',
    );
  return out;
}

/** Sides around every dish: raita, a chutney, a glass, cutlery. */
function sides(scene, cx, cy) {
  const spots = [
    [cx - 560, cy - 300],
    [cx + 560, cy + 290],
    [cx + 600, cy - 320],
    [cx - 590, cy + 300],
  ];
  let out =
    bowl(spots[0][0], spots[0][1], 100, '#f6ecd9', '#f3efe2') +
    circle(spots[0][0] + 20, spots[0][1] - 10, 14, '#6f8f5a');
  out += bowl(spots[1][0], spots[1][1], 80, '#d4ab6a', '#4f8a3a');
  out +=
    circle(spots[2][0], spots[2][1], 70, 'rgba(255,255,255,0.35)') +
    circle(spots[2][0], spots[2][1], 56, scene.pick(['#f3e3c0', '#e9b4a0']));
  out += group(
    rect(spots[3][0] - 120, spots[3][1] - 14, 260, 18, '#c9ccc8', 'rx="9"') +
      rect(spots[3][0] - 120, spots[3][1] + 26, 260, 18, '#c9ccc8', 'rx="9"'),
    `transform="rotate(-20 ${n(spots[3][0])} ${n(spots[3][1])})"`,
  );
  return out;
}

function karahi(scene, cx, cy) {
  const r = 330;
  let out =
    ellipse(cx - r - 40, cy, 70, 40, 'none', 'stroke="#1a1512" stroke-width="22"') +
    ellipse(cx + r + 40, cy, 70, 40, 'none', 'stroke="#1a1512" stroke-width="22"');
  out +=
    circle(cx + 14, cy + 18, r + 10, 'rgba(0,0,0,0.3)') +
    circle(cx, cy, r, '#2a2420') +
    circle(cx, cy, r * 0.86, '#a8341c') +
    circle(cx - 30, cy - 30, r * 0.6, '#c0452a');
  for (let i = 0; i < 16; i++) {
    const a = scene.range(0, Math.PI * 2);
    const d = scene.range(0, r * 0.7);
    out += ellipse(
      cx + Math.cos(a) * d,
      cy + Math.sin(a) * d,
      scene.range(34, 56),
      scene.range(26, 40),
      scene.pick(['#6e2a14', '#7f3318', '#5a2410']),
      `transform="rotate(${n(scene.range(0, 180))} ${n(cx + Math.cos(a) * d)} ${n(cy + Math.sin(a) * d)})"`,
    );
  }
  for (let i = 0; i < 10; i++) {
    const x = cx + scene.range(-r * 0.6, r * 0.6);
    const y = cy + scene.range(-r * 0.6, r * 0.6);
    out += ellipse(x, y, 34, 7, '#4f8a3a', `transform="rotate(${n(scene.range(0, 180))} ${n(x)} ${n(y)})"`);
    out += ellipse(
      x + 30,
      y + 20,
      16,
      3,
      '#f3d9a0',
      `transform="rotate(${n(scene.range(0, 180))} ${n(x + 30)} ${n(y + 20)})"`,
    );
  }
  for (let i = 0; i < 22; i++)
    out += circle(
      cx + scene.range(-r * 0.7, r * 0.7),
      cy + scene.range(-r * 0.7, r * 0.7),
      scene.range(6, 11),
      '#6fae4a',
    );
  return out + naan(scene, cx + 560, cy + 40, 230, 150, -20);
}

function biryani(scene, cx, cy) {
  const rx = 440;
  const ry = 320;
  scene.defs.push(
    `<pattern id="rice" width="64" height="52" patternUnits="userSpaceOnUse"><rect width="64" height="52" fill="#f4e4c2"/><ellipse cx="14" cy="12" rx="11" ry="4" fill="#fffaf0" transform="rotate(25 14 12)"/><ellipse cx="46" cy="16" rx="11" ry="4" fill="#f0c860" transform="rotate(-30 46 16)"/><ellipse cx="26" cy="38" rx="11" ry="4" fill="#fffaf0" transform="rotate(-60 26 38)"/></pattern>`,
  );
  let out =
    ellipse(cx + 16, cy + 20, rx + 10, ry + 10, 'rgba(0,0,0,0.3)') +
    ellipse(cx, cy, rx, ry, scene.pick(['#d4ab6a', '#e9e2d3'])) +
    ellipse(cx, cy, rx * 0.86, ry * 0.84, 'url(#rice)');
  for (let i = 0; i < 18; i++) {
    const x = cx + scene.range(-rx * 0.7, rx * 0.7);
    const y = cy + scene.range(-ry * 0.65, ry * 0.65);
    out += ellipse(
      x,
      y,
      scene.range(40, 80),
      scene.range(24, 40),
      scene.pick(['#f3c24f', '#e9a23b']),
      'opacity="0.55"',
    );
  }
  for (let i = 0; i < 7; i++) {
    const x = cx + scene.range(-rx * 0.55, rx * 0.55);
    const y = cy + scene.range(-ry * 0.5, ry * 0.5);
    out += ellipse(
      x,
      y,
      scene.range(50, 70),
      scene.range(34, 46),
      scene.pick(['#8a4a22', '#9c5a2c']),
      `transform="rotate(${n(scene.range(0, 180))} ${n(x)} ${n(y)})"`,
    );
  }
  for (let i = 0; i < 5; i++)
    out += ellipse(cx + scene.range(-rx * 0.6, rx * 0.6), cy + scene.range(-ry * 0.55, ry * 0.55), 30, 24, '#f0c85a');
  for (let i = 0; i < 5; i++)
    out += circle(cx + scene.range(-rx * 0.6, rx * 0.6), cy + scene.range(-ry * 0.55, ry * 0.55), 13, '#4a1e2a');
  for (let i = 0; i < 14; i++)
    out += ellipse(
      cx + scene.range(-rx * 0.6, rx * 0.6),
      cy + scene.range(-ry * 0.6, ry * 0.6),
      16,
      7,
      scene.pick(['#6fae4a', '#7a4a22']),
      `transform="rotate(${n(scene.range(0, 180))} ${n(cx)} ${n(cy)})"`,
    );
  return out;
}

function tikka(scene, cx, cy) {
  const r = 340;
  let out =
    circle(cx + 14, cy + 18, r + 8, 'rgba(0,0,0,0.3)') +
    circle(cx, cy, r, scene.pick(['#f6ecd9', '#e9e2d3', '#2a2420'])) +
    circle(cx, cy, r * 0.82, shade('#f6ecd9', -0.04));
  for (let i = 0; i < 11; i++) {
    const a = (i / 11) * Math.PI * 2 + scene.range(-0.2, 0.2);
    const d = i % 3 === 0 ? 70 : 190;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    out += rect(
      x - 52,
      y - 42,
      104,
      84,
      scene.pick(['#c0532a', '#b2451f', '#d06a34']),
      `rx="26" transform="rotate(${n(scene.range(0, 90))} ${n(x)} ${n(y)})"`,
    );
    out += ellipse(x + 10, y - 8, 22, 14, '#5a2410', 'opacity="0.75"');
  }
  for (let i = 0; i < 4; i++) {
    const x = cx + scene.range(-r * 0.6, r * 0.6);
    const y = cy + scene.range(-r * 0.6, r * 0.6);
    out += ellipse(x, y, 56, 40, 'none', 'stroke="#d98aa8" stroke-width="9"');
  }
  out +=
    path(`M${n(cx + r * 0.45)},${n(cy + r * 0.45)} a70,70 0 0 1 140,0 Z`, '#f1d54a') +
    path(`M${n(cx - r * 0.75)},${n(cy - r * 0.1)} a60,60 0 0 1 120,0 Z`, '#f1d54a');
  return out;
}

function seekhNaan(scene, cx, cy) {
  let out = rect(cx - 470, cy - 300, 940, 600, scene.pick(['#2a2420', '#f6ecd9', '#d4ab6a']), 'rx="60"');
  out += naan(scene, cx - 130, cy - 40, 300, 200, 10) + naan(scene, cx + 180, cy + 60, 260, 170, -25);
  for (let i = 0; i < 3; i++) {
    const y = cy - 140 + i * 120;
    out += rect(
      cx - 380,
      y - 40,
      720,
      80,
      '#7a3f1f',
      `rx="40" transform="rotate(${n(scene.range(-8, 8))} ${n(cx)} ${n(y)})"`,
    );
    for (let k = 0; k < 8; k++)
      out += rect(
        cx - 330 + k * 86,
        y - 36,
        18,
        72,
        '#4a2410',
        `rx="8" transform="rotate(${n(scene.range(-8, 8))} ${n(cx)} ${n(y)})"`,
      );
  }
  for (let i = 0; i < 14; i++) out += circle(cx + scene.range(-360, 360), cy + scene.range(-240, 240), 9, '#6fae4a');
  return out;
}

/** A dish on the table with its sides, `words` saying what the dish is. */
function dish(draw, words) {
  return (scene) => {
    const cx = WIDTH / 2 + scene.range(-120, 120);
    const cy = HEIGHT / 2 + scene.range(-60, 60);
    scene.describe({
      en: `Drawing of ${words.en}, seen from above, with raita, green chutney, a glass and cutlery beside it`,
      ur: `${words.ur} کا خاکہ، اوپر سے، ساتھ رائتہ، ہری چٹنی، ایک گلاس اور چھری کانٹے`,
    });
    return tabletop(scene) + sides(scene, cx, cy) + draw(scene, cx, cy);
  };
}

export const dishKarahi = dish(karahi, {
  en: 'a karahi of curry with green chillies, ginger and coriander, and a naan',
  ur: 'ہری مرچ، ادرک اور ہرے دھنیے والے سالن کی کڑاہی اور ایک نان',
});
export const dishBiryani = dish(biryani, {
  en: 'a platter of biryani with chicken, potatoes and dried plums',
  ur: 'چکن، آلو اور آلو بخارے والی بریانی کے تھال',
});
export const dishTikka = dish(tikka, {
  en: 'a plate of chicken tikka with onion rings and lemon wedges',
  ur: 'پیاز کے لچھوں اور لیموں کے ساتھ چکن تکے کی پلیٹ',
});
export const dishSeekhNaan = dish(seekhNaan, {
  en: 'three seekh kebabs laid on naan on a platter, sprinkled with coriander',
  ur: 'تھال میں نان پر رکھے، ہرا دھنیا چھڑکے تین سیخ کبابوں',
});
