/** Hotel interiors: lobby, guest room, suite, pool, breakfast room, fitness room. */
import { BRAND, WIDTH, ellipse, pendant, plant, shade } from './core.mjs';
import {
  FLOOR,
  VIEWS,
  VIEW_KINDS,
  armchair,
  art,
  backWindow,
  bed,
  chair,
  floorBands,
  kitchenRun,
  nightstand,
  outsideView,
  rug,
  setRoom,
  sofa,
  table,
} from './furniture.mjs';

/** A tall window on the left wall, from depth z0 to z1: glass and mullions. */
function sideWindow(scene, view, { x, z0, z1, y = 160, h = 660, glass, frame, panes = 3 }) {
  let out = view.sideRect(x, y - 16, h + 32, z0 - 0.01, z1 + 0.01, frame);
  out += view.sideRect(x, y, h, z0, z1, glass);
  for (let i = 1; i < panes; i++) {
    const z = z0 + ((z1 - z0) * i) / panes;
    out += view.sideRect(x, y, h, z - 0.006, z + 0.006, frame);
  }
  return out;
}

export function hotelRoom(scene) {
  const twin = scene.chance(0.5);
  const { colours, view, bounds, shell } = setRoom(scene, { depth: scene.range(0.75, 0.95), shift: 160 });
  const zb = bounds.zb;
  const linen = scene.pick(['#fbf7ef', '#f6ecd9', '#f3efe7']);
  const throwColour = scene.pick([colours.fabric, colours.trim, colours.accent, BRAND.cedar]);
  const lamp = { wood: colours.wood, shade: '#fbf1dc', glow: '#ffe3a8' };
  let out = shell;
  out += sideWindow(scene, view, {
    x: bounds.xl,
    z0: 0.2,
    z1: zb - 0.12,
    glass: scene.linear([
      [0, '#b9d3d6'],
      [1, '#f4ead5'],
    ]),
    frame: shade(colours.wallSide, -0.25),
  });
  out +=
    view.sideRect(bounds.xl, 80, 860, 0.12, 0.22, colours.fabric) +
    view.sideRect(bounds.xl, 80, 860, zb - 0.14, zb - 0.04, colours.fabric);
  if (twin) {
    const w = 520;
    const gap = 190;
    const x0 = WIDTH / 2 - w - gap / 2 + scene.range(-60, 60);
    out += art(scene, view, {
      x: x0 + 60,
      y: 180,
      w: 2 * w + gap - 120,
      h: 200,
      z: zb,
      frame: colours.wood,
      colours: [colours.soft, colours.accent, colours.trim],
    });
    out += bed(
      view,
      { x: x0, w, z: zb },
      { frame: colours.wood, linen, throwColour, headboard: shade(colours.wall, -0.18) },
    );
    out += nightstand(scene, view, { x: x0 + w + 20, z: zb, w: gap - 40 }, lamp);
    out += bed(
      view,
      { x: x0 + w + gap, w, z: zb },
      { frame: colours.wood, linen, throwColour, headboard: shade(colours.wall, -0.18) },
    );
  } else {
    const w = 760;
    const x0 = WIDTH / 2 - w / 2 + scene.range(-80, 120);
    out += art(scene, view, {
      x: x0 + 120,
      y: 160,
      w: w - 240,
      h: 230,
      z: zb,
      frame: colours.wood,
      colours: [colours.soft, colours.trim, colours.accent],
    });
    out += nightstand(scene, view, { x: x0 - 200, z: zb, w: 160 }, lamp);
    out += nightstand(scene, view, { x: x0 + w + 40, z: zb, w: 160 }, lamp);
    out += bed(
      view,
      { x: x0, w, z: zb, len: 0.45 },
      { frame: colours.wood, linen, throwColour, headboard: shade(colours.wall, -0.2) },
    );
    // A work desk and chair by the right wall.
    out += table(view, {
      x: bounds.xr - 360,
      w: 300,
      z: 0.22,
      d: 0.2,
      h: 300,
      top: colours.wood,
      leg: shade(colours.wood, -0.3),
    });
    out += chair(view, { x: bounds.xr - 300, z: 0.12, facing: 'toward' }, throwColour);
  }
  out += rug(view, { x: 300, w: 1000, z: 0.05, d: 0.12 }, shade(colours.floor, 0.12), shade(colours.floor, -0.1));
  scene.describe(
    twin
      ? {
          en: 'Drawing of a hotel room with two queen beds, a nightstand with a lamp between them, a framed print above and a tall curtained window',
          ur: 'ہوٹل کے کمرے کا خاکہ: دو کوئین بیڈ، ان کے بیچ لیمپ والی سائیڈ ٹیبل، اوپر دیوار پر ایک فریم، اور پردوں والی اونچی کھڑکی',
        }
      : {
          en: 'Drawing of a hotel room with a king bed between two nightstands, a framed print above, a desk and chair, and a tall curtained window',
          ur: 'ہوٹل کے کمرے کا خاکہ: دو سائیڈ ٹیبلوں کے بیچ کنگ بیڈ، اوپر دیوار پر ایک فریم، لکھنے کی میز اور کرسی، اور پردوں والی اونچی کھڑکی',
        },
  );
  return out;
}

/** What a hotel lobby's back wall holds, in words. */
const LOBBY_WORDS = {
  reception: {
    en: 'Drawing of a hotel lobby: a stone reception desk under pendant lights before a slatted timber wall, two armchairs and a low table on a rug in front, tall windows along one side',
    ur: 'ہوٹل کی لابی کا خاکہ: لکڑی کی پٹیوں والی دیوار کے آگے لٹکتی روشنیوں تلے پتھر کا استقبالیہ کاؤنٹر، سامنے قالین پر دو آرام کرسیاں اور ایک نیچی میز، ایک طرف اونچی کھڑکیاں',
  },
  fireplace: {
    en: 'Drawing of a hotel lobby lounge: two armchairs and a low table on a rug before a stone fireplace, tall windows along one side and a potted plant',
    ur: 'ہوٹل کی لابی کا خاکہ: پتھر کے آتش دان کے سامنے قالین پر دو آرام کرسیاں اور ایک نیچی میز، ایک طرف اونچی کھڑکیاں اور گملے میں پودا',
  },
  mural: {
    en: 'Drawing of a hotel lobby lounge: two armchairs and a low table on a rug before a mural of a river between green hills, tall windows along one side and a potted plant',
    ur: 'ہوٹل کی لابی کا خاکہ: سبز پہاڑیوں کے بیچ بہتے دریا کی دیواری تصویر کے سامنے قالین پر دو آرام کرسیاں اور ایک نیچی میز، ایک طرف اونچی کھڑکیاں اور گملے میں پودا',
  },
};

export function hotelLobby(scene) {
  const { colours, view, bounds, shell } = setRoom(scene, {
    depth: scene.range(1.1, 1.4),
    eye: scene.range(0.5, 0.56),
  });
  const zb = bounds.zb;
  const stone = scene.pick(['#d8cdbb', '#cfc3ae', '#e4dccd']);
  let out = shell + floorBands(view, bounds, shade(colours.floor, 0.1), 8, 0.012);
  // A sheen of light across the polished floor.
  const [fx, fy] = view.project(WIDTH / 2, FLOOR, zb * 0.45);
  out += ellipse(fx, fy, 520, 60, scene.glow('#fff4dc', 0.35));
  out += sideWindow(scene, view, {
    x: bounds.xl,
    z0: 0.1,
    z1: zb - 0.15,
    y: 60,
    h: 860,
    glass: scene.linear([
      [0, '#20384a'],
      [1, '#d9b98a'],
    ]),
    frame: '#2b2622',
    panes: 5,
  });
  const focal = scene.pick(['reception', 'fireplace', 'mural']);
  if (focal === 'mural') {
    // A river landscape across the back wall: sky, far hills, the water, the near bank.
    const mx = WIDTH / 2 - 560;
    const mw = 1120;
    out += view.wallRect(mx - 16, 104, mw + 32, 632, zb, colours.wood);
    out += view.wallRect(mx, 120, mw, 600, zb, scene.pick(['#e9dcc3', '#dfe7e2', '#f2d9b0']));
    const [x0, y0] = view.project(mx, 120, zb);
    const [x1, y1] = view.project(mx + mw, 720, zb);
    const w = x1 - x0;
    const h = y1 - y0;
    const hill = (top, colour) =>
      `<path d="M${x0.toFixed(0)},${(y0 + h * top).toFixed(0)} Q${(x0 + w * 0.3).toFixed(0)},${(y0 + h * (top - 0.2)).toFixed(0)} ${(x0 + w * 0.55).toFixed(0)},${(y0 + h * top).toFixed(0)} T${x1.toFixed(0)},${(y0 + h * (top - 0.05)).toFixed(0)} L${x1.toFixed(0)},${y1.toFixed(0)} L${x0.toFixed(0)},${y1.toFixed(0)} Z" fill="${colour}"/>`;
    out += hill(0.45, '#8fa89a') + hill(0.58, BRAND.cedarLight);
    out += `<path d="M${x0.toFixed(0)},${(y0 + h * 0.7).toFixed(0)} C${(x0 + w * 0.3).toFixed(0)},${(y0 + h * 0.62).toFixed(0)} ${(x0 + w * 0.6).toFixed(0)},${(y0 + h * 0.8).toFixed(0)} ${x1.toFixed(0)},${(y0 + h * 0.7).toFixed(0)} L${x1.toFixed(0)},${y1.toFixed(0)} L${x0.toFixed(0)},${y1.toFixed(0)} Z" fill="#5d8fa3"/>`;
    out += `<path d="M${x0.toFixed(0)},${(y0 + h * 0.9).toFixed(0)} Q${(x0 + w * 0.5).toFixed(0)},${(y0 + h * 0.84).toFixed(0)} ${x1.toFixed(0)},${(y0 + h * 0.92).toFixed(0)} L${x1.toFixed(0)},${y1.toFixed(0)} L${x0.toFixed(0)},${y1.toFixed(0)} Z" fill="${BRAND.cedar}"/>`;
  }
  if (focal === 'fireplace') {
    out += view.wallRect(WIDTH / 2 - 330, 60, 660, FLOOR - 60, zb - 0.01, stone);
    for (let i = 0; i < 9; i++)
      out += view.wallRect(WIDTH / 2 - 330, 120 + i * 100, 660, 6, zb - 0.01, shade(stone, -0.12));
    out += view.wallRect(WIDTH / 2 - 190, FLOOR - 330, 380, 260, zb - 0.01, '#1b1410');
    const [cx, cy] = view.project(WIDTH / 2, FLOOR - 130, zb - 0.01);
    out += ellipse(cx, cy, 90, 40, scene.glow('#ffb347', 0.95)) + ellipse(cx, cy + 6, 60, 18, '#f59a3c');
    out += view.box(WIDTH / 2 - 260, FLOOR - 380, 520, 30, zb - 0.06, 0.05, {
      front: colours.wood,
      bottom: shade(colours.wood, -0.3),
    });
  } else if (focal === 'reception') {
    for (let i = 0; i < 14; i++)
      out += view.wallRect(
        WIDTH / 2 - 480 + i * 70,
        40,
        40,
        FLOOR - 40,
        zb,
        i % 2 ? colours.wood : shade(colours.wood, 0.15),
      );
    out += view.wallRect(WIDTH / 2 - 200, 250, 400, 120, zb - 0.005, colours.accent);
    out += view.box(WIDTH / 2 - 420, FLOOR, 840, 300, zb - 0.25, 0.1, {
      front: stone,
      top: shade(stone, 0.1),
      side: shade(stone, -0.12),
    });
    out += view.box(WIDTH / 2 - 420, FLOOR - 40, 840, 26, zb - 0.251, 0.001, { front: BRAND.brass });
    for (const dx of [-260, 0, 260]) {
      const [px, py] = view.project(WIDTH / 2 + dx, 330, zb - 0.2);
      out += pendant(scene, px, 0, py, 40, BRAND.brass, '#ffe6b0');
    }
  }
  out += plant(
    view.project(WIDTH / 2 + 560, FLOOR, zb - 0.1)[0],
    view.project(0, FLOOR, zb - 0.1)[1],
    340,
    BRAND.cedarLight,
    colours.wood,
  );
  out += rug(
    view,
    { x: 380, w: 840, z: 0.1, d: 0.32 },
    scene.pick([colours.trim, '#7a4b5d', BRAND.cedar]),
    colours.accent,
  );
  out += table(view, {
    x: 640,
    w: 320,
    z: 0.2,
    d: 0.12,
    h: 160,
    top: shade(stone, -0.05),
    leg: colours.wood,
    pedestal: true,
  });
  const chairColour = scene.pick([colours.fabric, BRAND.cedar, '#b3683a', '#3d5a80']);
  out += armchair(view, { x: 330, z: 0.2, w: 250 }, chairColour);
  out += armchair(view, { x: 1020, z: 0.2, w: 250 }, chairColour);
  scene.describe(LOBBY_WORDS[focal]);
  return out;
}

export function hotelSuite(scene) {
  const { colours, view, bounds, shell } = setRoom(scene, { depth: scene.range(0.85, 1.05) });
  const zb = bounds.zb;
  let out = shell + floorBands(view, bounds, shade(colours.floor, -0.08), 9);
  const kitchenLeft = scene.chance(0.5);
  const kx = kitchenLeft ? bounds.xl + 40 : WIDTH * 0.52;
  const wx = kitchenLeft ? WIDTH * 0.62 : 180;
  out += kitchenRun(scene, view, {
    x: kx,
    w: 720,
    z: zb,
    colours: {
      cabinet: scene.pick(['#f1ebe0', colours.trim, '#4a5a52']),
      counter: '#e9e2d3',
      splash: shade(colours.wall, -0.08),
      metal: '#b9bcb8',
    },
  });
  const outside = scene.pick(VIEW_KINDS);
  out += backWindow(scene, view, {
    x: wx,
    y: 180,
    w: 560,
    h: 460,
    z: zb,
    frame: colours.soft,
    outside: outsideView(scene, outside),
    curtains: colours.fabric,
  });
  out += rug(view, { x: 360, w: 880, z: 0.12, d: 0.3 }, shade(colours.floor, 0.25), shade(colours.floor, 0.1));
  out += sofa(view, { x: 420, w: 760, z: 0.34 }, scene.pick([colours.fabric, BRAND.cedar, '#8c6239', '#3d5a80']));
  out +=
    view.box(540, FLOOR - 170, 120, 100, 0.45, 0.02, { front: colours.accent }) +
    view.box(940, FLOOR - 170, 120, 100, 0.45, 0.02, { front: colours.soft });
  out += table(view, { x: 600, w: 400, z: 0.16, d: 0.1, h: 150, top: colours.wood, leg: shade(colours.wood, -0.3) });
  scene.describe({
    en: `Drawing of a hotel suite: a sofa with cushions and a low table on a rug, a kitchenette along the back wall, and a curtained window onto ${VIEWS[outside].en}`,
    ur: `ہوٹل کے سوئٹ کا خاکہ: قالین پر کشنوں والا صوفہ اور نیچی میز، پیچھے چھوٹا کچن، اور پردوں والی کھڑکی کے باہر ${VIEWS[outside].ur}`,
  });
  return out;
}

export function indoorPool(scene) {
  const tile = scene.pick(['#e9e4d8', '#dfe3dc', '#efe6d3']);
  const scheme = {
    wall: scene.pick(['#e6ddcc', '#d4ddd6']),
    wallSide: '#cfc5b1',
    ceiling: scene.pick(['#8c6239', '#efe7d8', '#2a3b44']),
    floor: tile,
  };
  const { view, bounds, shell } = setRoom(scene, { depth: scene.range(1.2, 1.6), eye: scene.range(0.42, 0.5), scheme });
  const zb = bounds.zb;
  let out = shell;
  // Skylights or beams across the ceiling.
  for (let i = 0; i < 4; i++) {
    const z0 = 0.15 + i * (zb / 4.4);
    out += view.quad(
      [
        [320, bounds.yc, z0],
        [1280, bounds.yc, z0],
        [1280, bounds.yc, z0 + zb / 10],
        [320, bounds.yc, z0 + zb / 10],
      ],
      scene.pick(['#cfe3ea', '#e9f1f0']),
    );
  }
  out += sideWindow(scene, view, {
    x: bounds.xl,
    z0: 0.05,
    z1: zb - 0.05,
    y: 120,
    h: 780,
    glass: scene.linear([
      [0, '#9cc3cf'],
      [1, '#f1e7cf'],
    ]),
    frame: '#4a4a44',
    panes: 6,
  });
  out += view.wallRect(bounds.xl, 700, bounds.xr - bounds.xl, FLOOR - 700, zb, shade(scheme.wall, -0.1));
  const water = scene.pick([
    ['#2d8a94', '#6cc3c8'],
    ['#23707f', '#5db2bd'],
    ['#2b7f86', '#7fcdc9'],
  ]);
  const px = 330 + scene.range(-60, 60);
  const pw = 980;
  out += view.floorRect(px - 40, FLOOR, pw + 80, 0.1, zb - 0.25, shade(tile, -0.06));
  out += view.floorRect(
    px,
    FLOOR,
    pw,
    0.14,
    zb - 0.33,
    scene.linear([
      [0, water[1]],
      [1, water[0]],
    ]),
  );
  for (let i = 1; i < 5; i++)
    out += view.floorRect(px + (pw * i) / 5 - 4, FLOOR, 8, 0.16, zb - 0.37, shade(water[0], -0.15));
  for (let i = 0; i < 6; i++) {
    const z = 0.2 + i * 0.14;
    const [x0, y0] = view.project(px + scene.range(40, 300), FLOOR, z);
    const [x1] = view.project(px + scene.range(600, 940), FLOOR, z);
    out += `<path d="M${x0.toFixed(0)},${y0.toFixed(0)} q${((x1 - x0) / 4).toFixed(0)},-8 ${((x1 - x0) / 2).toFixed(0)},0 t${((x1 - x0) / 2).toFixed(0)},0" stroke="#e9fbf8" stroke-width="${(4 / (1 + z)).toFixed(1)}" fill="none" opacity="0.6"/>`;
  }
  // A whirlpool at the far end, often hidden behind the loungers: the words leave it out.
  if (scene.chance(0.6)) {
    const [cx, cy] = view.project(px + pw + 140, FLOOR, zb - 0.2);
    const s = view.scale(zb - 0.2);
    out += ellipse(cx, cy, 170 * s, 60 * s, shade(tile, -0.12)) + ellipse(cx, cy, 140 * s, 48 * s, water[1]);
  }
  const lounger = scene.pick(['#f6ecd9', BRAND.brass, '#2a6352']);
  // Loungers side-on along the right wall: a raised mattress and a reclined back.
  for (let i = 2; i >= 0; i--) {
    const z = 0.12 + i * 0.3;
    const x = bounds.xr - 420;
    const leg = shade(lounger, -0.4);
    out +=
      view.box(x + 20, FLOOR, 12, 70, z + 0.02, 0.08, { front: leg }) +
      view.box(x + 270, FLOOR, 12, 70, z + 0.02, 0.08, { front: leg });
    out += view.box(x, FLOOR - 70, 300, 30, z, 0.12, {
      front: shade(lounger, -0.2),
      top: lounger,
      side: shade(lounger, -0.3),
    });
    out += view.quad(
      [
        [x, FLOOR - 100, z],
        [x, FLOOR - 100, z + 0.12],
        [x - 70, FLOOR - 290, z + 0.12],
        [x - 70, FLOOR - 290, z],
      ],
      shade(lounger, -0.08),
    );
  }
  scene.describe({
    en: 'Drawing of an indoor swimming pool: three loungers along one side, tall windows along the other and skylights overhead',
    ur: 'انڈور سوئمنگ پول کا خاکہ: ایک طرف تین آرام کرسیاں، دوسری طرف اونچی کھڑکیاں، اور اوپر چھت میں روشن دان',
  });
  return out;
}

export function breakfastRoom(scene) {
  const { colours, view, bounds, shell } = setRoom(scene, { depth: scene.range(0.9, 1.1) });
  const zb = bounds.zb;
  let out = shell + floorBands(view, bounds, shade(colours.floor, -0.08), 10);
  out += view.wallRect(bounds.xl, 620, bounds.xr - bounds.xl, 10, zb, colours.accent);
  out += backWindow(scene, view, {
    x: WIDTH - 620,
    y: 150,
    w: 420,
    h: 380,
    z: zb,
    frame: colours.soft,
    outside: outsideView(scene, 'trees'),
  });
  // The buffet counter with trays, domes and coffee urns.
  const bx = 180;
  const bw = 1000;
  const bz = zb - 0.34;
  const counter = scene.pick([colours.wood, '#4a5a52', '#2b2622']);
  out += view.box(bx, FLOOR, bw, 320, bz, 0.16, { front: counter, top: '#e9e2d3', side: shade(counter, -0.2) });
  out += view.box(bx - 10, FLOOR - 320, bw + 20, 16, bz - 0.005, 0.17, { front: colours.accent, top: '#efe9dc' });
  const foods = ['#e0a458', '#c0392b', '#f3d36b', '#7fa35a', '#b3683a', '#f6ecd9', '#e99a6b'];
  for (let i = 0; i < 6; i++) {
    const tx = bx + 300 + i * 115;
    out += view.box(tx, FLOOR - 336, 96, 22, bz + 0.03, 0.1, { front: '#b9bcb8', top: scene.pick(foods) });
    if (i % 2 === 0) {
      const [cx, cy] = view.project(tx + 48, FLOOR - 358, bz + 0.08);
      const s = view.scale(bz + 0.08);
      out += `<path d="M${(cx - 46 * s).toFixed(0)},${cy.toFixed(0)} a${(46 * s).toFixed(1)},${(40 * s).toFixed(1)} 0 0 1 ${(92 * s).toFixed(1)},0 Z" fill="#d8dbd7"/>`;
    }
  }
  for (const ux of [bx + 40, bx + 160]) {
    out +=
      view.box(ux, FLOOR - 336, 80, 170, bz + 0.06, 0.03, { front: '#c9ccc8', top: '#e3e5e2' }) +
      view.box(ux + 10, FLOOR - 506, 60, 24, bz + 0.06, 0.03, { front: '#8e918d', top: '#a7aaa6' });
  }
  for (const dx of [250, 500, 750]) {
    const [px, py] = view.project(bx + dx, 420, bz + 0.08);
    out += pendant(scene, px, 0, py, 36, colours.trim, '#ffe6b0');
  }
  // Tables set at the sides of the foreground, leaving the buffet in view.
  const cloth = scene.pick(['#f6ecd9', colours.wood]);
  const seat = scene.pick([colours.fabric, colours.trim, colours.wood]);
  for (const [tx, tz] of [
    [40, 0.42],
    [1200, 0.42],
    [-80, 0.12],
    [1320, 0.12],
  ]) {
    out += chair(view, { x: tx + 110, z: tz + 0.15, w: 110, facing: 'toward' }, seat);
    out += table(view, { x: tx, w: 340, z: tz, d: 0.13, h: 290, top: cloth, leg: shade(colours.wood, -0.2) });
    const [cx, cy] = view.project(tx + 170, FLOOR - 300, tz + 0.065);
    out += ellipse(cx, cy, 34 * view.scale(tz), 12 * view.scale(tz), scene.pick(['#e0a458', '#c0392b', '#7fa35a']));
  }
  scene.describe({
    en: 'Drawing of a breakfast room: a buffet counter with trays of food, covered dishes and coffee urns under pendant lights, tables set on both sides and a window onto trees',
    ur: 'ناشتے کے کمرے کا خاکہ: لٹکتی روشنیوں تلے بوفے کاؤنٹر پر کھانوں کی ٹرے، ڈھکی ہوئی ڈشیں اور کافی کے ڈسپنسر، دونوں طرف سجی میزیں، اور کھڑکی کے باہر درخت',
  });
  return out;
}

export function fitnessRoom(scene) {
  const scheme = {
    wall: scene.pick(['#e4e1da', '#d9e0d4', '#efe6d3']),
    wallSide: '#c9cdc6',
    ceiling: '#f2f0ea',
    floor: scene.pick(['#2b2e2d', '#333a3f', '#3a2f2a']),
  };
  const { view, bounds, shell } = setRoom(scene, { depth: scene.range(0.9, 1.1), scheme });
  const zb = bounds.zb;
  const accent = scene.pick([BRAND.brass, '#2a6352', '#e0a458', '#3d5a80']);
  let out = shell;
  const outside = scene.pick(VIEW_KINDS);
  out += backWindow(scene, view, {
    x: 120,
    y: 140,
    w: WIDTH - 240,
    h: 520,
    z: zb,
    frame: '#2b2e2d',
    outside: outsideView(scene, outside),
    mullions: 4,
  });
  out += view.wallRect(bounds.xl, 760, bounds.xr - bounds.xl, 14, zb, accent);
  // A mirror along the right wall.
  out += view.sideRect(
    bounds.xr,
    120,
    760,
    0.08,
    zb - 0.05,
    scene.linear(
      [
        [0, '#cfd8d8'],
        [1, '#9fb0b1'],
      ],
      { x2: 1, y2: 0 },
    ),
  );
  // Treadmills facing the window: a long belt, side rails, uprights and a console.
  const metal = '#3c4142';
  for (let i = 0; i < 3; i++) {
    const x = 250 + i * 420;
    const z = zb - 0.62;
    out += view.box(x, FLOOR, 200, 50, z, 0.34, { front: metal, top: metal, side: shade(metal, -0.2) });
    out += view.floorRect(x + 28, FLOOR - 52, 144, z + 0.01, 0.28, '#15181a');
    for (const rx of [x + 4, x + 182]) {
      out += view.quad(
        [
          [rx, FLOOR - 50, z + 0.31],
          [rx + 14, FLOOR - 50, z + 0.31],
          [rx + 14, FLOOR - 430, z + 0.33],
          [rx, FLOOR - 430, z + 0.33],
        ],
        shade(metal, 0.15),
      );
      out += view.box(rx, FLOOR - 300, 14, 14, z + 0.2, 0.12, { front: shade(metal, 0.25), top: shade(metal, 0.3) });
    }
    out += view.box(x, FLOOR - 420, 200, 90, z + 0.31, 0.04, { front: '#1c1f20', bottom: metal, top: accent });
    out += view.wallRect(x + 40, FLOOR - 405, 120, 40, z + 0.31, accent);
  }
  // A dumbbell rack in the foreground: two shelves of paired weights.
  out += view.box(160, FLOOR, 560, 220, 0.12, 0.1, { front: metal, top: '#1c1f20', side: shade(metal, -0.2) });
  for (const [row, y] of [
    [0, FLOOR - 150],
    [1, FLOOR - 240],
  ]) {
    for (let i = 0; i < 6; i++) {
      const x = 190 + i * 88;
      const [ax, ay] = view.project(x, y, 0.13 + row * 0.04);
      const [bx2] = view.project(x + 60, y, 0.13 + row * 0.04);
      const r = (18 + i * 2) * view.scale(0.13);
      out += `<line x1="${ax.toFixed(0)}" y1="${ay.toFixed(0)}" x2="${bx2.toFixed(0)}" y2="${ay.toFixed(0)}" stroke="#9aa0a0" stroke-width="${(r * 0.4).toFixed(1)}"/>`;
      out += ellipse(ax, ay, r * 0.7, r, '#17191a') + ellipse(bx2, ay, r * 0.7, r, '#17191a');
    }
  }
  const [bx, by] = view.project(1200, FLOOR - 150, 0.25);
  out += ellipse(bx, by, 130, 130, accent) + ellipse(bx - 30, by - 40, 50, 35, shade(accent, 0.25));
  scene.describe({
    en: `Drawing of a fitness room: three treadmills facing a wide window onto ${VIEWS[outside].en}, a rack of dumbbells, an exercise ball and a mirror along one wall`,
    ur: `فٹنس روم کا خاکہ: چوڑی کھڑکی کے رخ تین ٹریڈمل، کھڑکی کے باہر ${VIEWS[outside].ur}، ڈمبلز کا ریک، ورزش کی گیند، اور ایک دیوار پر آئینہ`,
  });
  return out;
}
