/** Furnished apartment and townhome rooms: living room, kitchen, bedroom, workspace. */
import { BRAND, WIDTH, ellipse, line, pendant, plant, shade } from './core.mjs';
import {
  FLOOR,
  VIEWS,
  VIEW_KINDS,
  art,
  backWindow,
  bed,
  floorBands,
  fridge,
  kitchenRun,
  nightstand,
  outsideView,
  rug,
  setRoom,
  sofa,
  table,
} from './furniture.mjs';

/** Shelves on the back wall with books and objects. */
function shelves(scene, view, { x, w, y, rows, z, wood }) {
  let out = '';
  const books = ['#7a3b2a', '#1f4d3f', '#d4ab6a', '#3d5a80', '#f6ecd9', '#b3683a'];
  for (let r = 0; r < rows; r++) {
    const sy = y + r * 170;
    out += view.box(x, sy + 18, w, 18, z - 0.05, 0.05, {
      front: wood,
      top: shade(wood, 0.15),
      bottom: shade(wood, -0.2),
    });
    let bx = x + scene.range(10, 60);
    while (bx < x + w - 60) {
      const bw = scene.range(18, 34);
      const bh = scene.range(90, 140);
      if (scene.chance(0.85)) out += view.wallRect(bx, sy - bh, bw, bh, z - 0.02, scene.pick(books));
      bx += bw + (scene.chance(0.15) ? scene.range(40, 90) : 2);
    }
  }
  return out;
}

/** An arc floor lamp: base, a curved stem and a glowing shade. */
function floorLamp(scene, view, { x, z }, metal) {
  const [bx, by] = view.project(x, FLOOR, z);
  const s = view.scale(z);
  const hx = bx + 260 * s;
  const hy = by - 700 * s;
  return (
    ellipse(hx, hy + 60 * s, 220 * s, 160 * s, scene.glow('#ffe3a8', 0.45)) +
    `<path d="M${bx.toFixed(0)},${by.toFixed(0)} L${bx.toFixed(0)},${(by - 500 * s).toFixed(0)} Q${bx.toFixed(0)},${(hy - 60 * s).toFixed(0)} ${hx.toFixed(0)},${hy.toFixed(0)}" fill="none" stroke="${metal}" stroke-width="${(10 * s).toFixed(1)}"/>` +
    ellipse(bx, by, 50 * s, 12 * s, metal) +
    `<path d="M${(hx - 60 * s).toFixed(0)},${(hy + 50 * s).toFixed(0)} Q${hx.toFixed(0)},${(hy - 40 * s).toFixed(0)} ${(hx + 60 * s).toFixed(0)},${(hy + 50 * s).toFixed(0)} Z" fill="${BRAND.brass}"/>`
  );
}

export function livingRoom(scene) {
  const { colours, view, bounds, shell } = setRoom(scene, { depth: scene.range(0.85, 1.05) });
  const zb = bounds.zb;
  let out = shell + floorBands(view, bounds, shade(colours.floor, -0.08), 9);
  const windowLeft = scene.chance(0.5);
  const wx = windowLeft ? 80 : 700;
  const outside = scene.pick(['city', 'lake']);
  out += backWindow(scene, view, {
    x: wx,
    y: 120,
    w: 820,
    h: 700,
    z: zb,
    frame: '#2b2622',
    outside: outsideView(scene, outside),
    mullions: 2,
  });
  out += shelves(scene, view, { x: windowLeft ? 1040 : 120, w: 440, y: 300, rows: 3, z: zb, wood: colours.wood });
  out += rug(
    view,
    { x: 340, w: 920, z: 0.12, d: 0.34 },
    scene.pick([shade(colours.floor, 0.3), colours.soft, '#c9b59a']),
    shade(colours.floor, 0.15),
  );
  out += floorLamp(scene, view, { x: windowLeft ? 1350 : 180, z: 0.52 }, '#2b2622');
  out += sofa(view, { x: 430, w: 740, z: 0.38 }, scene.pick([colours.fabric, BRAND.cedar, '#8c6239', '#c9b59a']));
  out +=
    view.box(520, FLOOR - 170, 120, 100, 0.49, 0.02, { front: colours.accent }) +
    view.box(960, FLOOR - 170, 120, 100, 0.49, 0.02, { front: colours.soft });
  out += table(view, { x: 590, w: 420, z: 0.18, d: 0.12, h: 140, top: colours.wood, leg: shade(colours.wood, -0.3) });
  const [vx, vy] = view.project(800, FLOOR - 162, 0.24);
  out +=
    ellipse(vx, vy, 40, 14, BRAND.brass) +
    plant(
      view.project(windowLeft ? 1460 : 100, FLOOR, 0.2)[0],
      view.project(0, FLOOR, 0.2)[1],
      320,
      BRAND.cedarLight,
      '#c9b59a',
    );
  scene.describe({
    en: `Drawing of a living room: a sofa with cushions and a low table on a rug, a large window onto ${VIEWS[outside].en}, bookshelves, an arc floor lamp and a potted plant`,
    ur: `لاؤنج کا خاکہ: قالین پر کشنوں والا صوفہ اور نیچی میز، بڑی کھڑکی کے باہر ${VIEWS[outside].ur}، کتابوں کی شیلفیں، خم دار فرشی لیمپ اور گملے میں پودا`,
  });
  return out;
}

export function kitchen(scene) {
  const { colours, view, bounds, shell } = setRoom(scene, { depth: scene.range(0.9, 1.1) });
  const zb = bounds.zb;
  const cabinet = scene.pick(['#f1ebe0', BRAND.cedar, '#4a5a52', '#d9c3a0', '#2b3a4a']);
  const metal = '#b9bcb8';
  let out = shell + floorBands(view, bounds, shade(colours.floor, -0.08), 9);
  out += kitchenRun(scene, view, {
    x: 120,
    w: 1140,
    z: zb,
    colours: { cabinet, counter: '#ece6da', splash: scene.pick(['#e9e2d3', '#cfd8d4', '#e6d3b3']), metal },
  });
  out += fridge(view, { x: 1270, z: zb }, metal);
  // Patio doors on the side wall, daylight falling in.
  out += view.sideRect(
    bounds.xl,
    180,
    FLOOR - 180,
    0.2,
    zb - 0.25,
    scene.linear([
      [0, '#b9d3d6'],
      [1, '#cfe0c9'],
    ]),
  );
  out += view.sideRect(
    bounds.xl,
    180,
    FLOOR - 180,
    (0.2 + zb - 0.25) / 2 - 0.006,
    (0.2 + zb - 0.25) / 2 + 0.006,
    '#2b2622',
  );
  // The island with stools on our side.
  const top = '#ece6da';
  out += view.box(380, FLOOR, 840, 330, 0.3, 0.2, { front: cabinet, top, side: shade(cabinet, -0.15) });
  out += view.box(360, FLOOR - 330, 880, 26, 0.29, 0.22, { front: shade(top, -0.1), top });
  const [bx, by] = view.project(720, FLOOR - 356, 0.4);
  out += ellipse(bx, by, 70, 20, '#e0a458') + ellipse(bx + 120, by - 4, 30, 40, '#7fa35a');
  for (const x of [460, 760, 1060]) {
    out +=
      view.box(x + 40, FLOOR, 12, 240, 0.22, 0.01, { front: '#2b2622' }) +
      view.box(x, FLOOR - 240, 110, 30, 0.2, 0.05, { front: colours.wood, top: shade(colours.wood, 0.15) });
  }
  for (const x of [560, 800, 1040]) {
    const [px, py] = view.project(x, 280, 0.4);
    out += pendant(scene, px, 0, py, 34, scene.pick(['#2b2622', BRAND.brass]), '#ffe6b0');
  }
  scene.describe({
    en: 'Drawing of a kitchen: an island with three stools under pendant lights, a run of cabinets with a fridge, and glass patio doors',
    ur: 'کچن کا خاکہ: لٹکتی روشنیوں تلے درمیانی کاؤنٹر اور تین اسٹول، الماریوں کی قطار اور فریج، اور شیشے کے دروازے',
  });
  return out;
}

export function bedroom(scene) {
  const { colours, view, bounds, shell } = setRoom(scene, { depth: scene.range(0.75, 0.9) });
  const zb = bounds.zb;
  let out = shell + floorBands(view, bounds, shade(colours.floor, -0.07), 8);
  const w = 660;
  const x0 = WIDTH / 2 - w / 2 + scene.range(-200, 60);
  // A window with its blackout blind partly drawn.
  const wx = x0 + w + 260;
  out += backWindow(scene, view, {
    x: wx,
    y: 170,
    w: 380,
    h: 500,
    z: zb,
    frame: colours.soft,
    outside: outsideView(scene, 'trees'),
    mullions: 1,
  });
  out += view.wallRect(
    wx - 10,
    160,
    400,
    scene.range(120, 280),
    zb - 0.005,
    scene.pick(['#2b2e2d', colours.trim, '#4a4640']),
  );
  out += art(scene, view, {
    x: x0 + 140,
    y: 200,
    w: w - 280,
    h: 180,
    z: zb,
    frame: colours.wood,
    colours: [colours.soft, colours.accent, colours.trim],
  });
  const lamp = { wood: colours.wood, shade: '#fbf1dc', glow: '#ffe3a8' };
  out +=
    nightstand(scene, view, { x: x0 - 190, z: zb, w: 150 }, lamp) +
    nightstand(scene, view, { x: x0 + w + 40, z: zb, w: 150 }, lamp);
  out += bed(
    view,
    { x: x0, w, z: zb },
    {
      frame: colours.wood,
      linen: scene.pick(['#fbf7ef', '#e9e2d3']),
      throwColour: scene.pick([colours.fabric, colours.accent, '#c9b59a']),
      headboard: scene.pick([colours.fabric, shade(colours.wall, -0.25), '#c9b59a']),
    },
  );
  // A wardrobe on the side wall.
  out += view.box(bounds.xl, FLOOR, 200, 900, 0.25, 0.3, {
    front: shade(colours.wood, 0.1),
    side: colours.wood,
    top: colours.wood,
  });
  out += rug(
    view,
    { x: x0 - 40, w: w + 80, z: 0.05, d: 0.16 },
    scene.pick(['#c9b59a', colours.soft, shade(colours.floor, 0.3)]),
    shade(colours.floor, 0.1),
  );
  scene.describe({
    en: 'Drawing of a bedroom: a double bed between two nightstands with lamps, a framed print above, a window with its blind partly down, and a wardrobe',
    ur: 'بیڈروم کا خاکہ: لیمپ والی دو سائیڈ ٹیبلوں کے بیچ ڈبل بیڈ، اوپر دیوار پر ایک فریم، کھڑکی جس کا بلائنڈ کچھ نیچے کھنچا ہے، اور ایک الماری',
  });
  return out;
}

export function workspace(scene) {
  const { colours, view, bounds, shell } = setRoom(scene, {
    depth: scene.range(0.55, 0.7),
    eye: scene.range(0.42, 0.48),
    shift: 120,
  });
  const zb = bounds.zb;
  let out = shell + floorBands(view, bounds, shade(colours.floor, -0.08), 6);
  const windowLeft = scene.chance(0.5);
  const outside = scene.pick(VIEW_KINDS);
  out += backWindow(scene, view, {
    x: windowLeft ? 120 : 920,
    y: 140,
    w: 560,
    h: 520,
    z: zb,
    frame: colours.soft,
    outside: outsideView(scene, outside),
    mullions: 1,
  });
  out += shelves(scene, view, { x: windowLeft ? 1000 : 160, w: 420, y: 260, rows: 2, z: zb, wood: colours.wood });
  // The desk with a monitor, a laptop and a lamp.
  const dx = windowLeft ? 360 : 320;
  out += table(view, {
    x: dx,
    w: 920,
    z: zb - 0.2,
    d: 0.18,
    h: 300,
    top: scene.pick([colours.wood, '#efe9dc']),
    leg: '#2b2622',
  });
  out +=
    view.box(dx + 380, FLOOR - 322, 20, 90, zb - 0.07, 0.01, { front: '#2b2622' }) +
    view.box(dx + 220, FLOOR - 400, 340, 300, zb - 0.08, 0.015, { front: '#15181a' });
  out += view.wallRect(
    dx + 232,
    FLOOR - 688,
    316,
    276,
    zb - 0.081,
    scene.pick([BRAND.cedarLight, '#3d5a80', '#d9c3a0']),
  );
  out += view.box(dx + 610, FLOOR - 322, 220, 12, zb - 0.16, 0.08, { front: '#8e918d', top: '#c9ccc8' });
  const [lx, ly] = view.project(dx + 90, FLOOR - 560, zb - 0.1);
  out +=
    ellipse(lx + 20, ly + 60, 150, 120, scene.glow('#ffe3a8', 0.45)) +
    line(lx, ly + 190, lx, ly, '#2b2622', 6) +
    line(lx, ly, lx + 50, ly + 20, '#2b2622', 6) +
    ellipse(lx + 55, ly + 28, 30, 14, BRAND.brass);
  // An office chair turned to the desk: back, seat, column and five-star base.
  const chairColour = scene.pick(['#2b2e2d', '#3d5a80', '#7a3b2a'].filter((c) => c !== colours.wall));
  const cz = zb - 0.36;
  const [cx, cy] = view.project(dx + 460, FLOOR, cz);
  const s = view.scale(cz);
  for (const a of [-0.9, -0.35, 0.35, 0.9, 0])
    out += line(cx, cy - 30 * s, cx + Math.sin(a) * 170 * s, cy - 10 * s + Math.cos(a) * 30 * s, '#2b2e2d', 12 * s);
  out += line(cx, cy - 30 * s, cx, cy - 220 * s, '#2b2e2d', 18 * s);
  out += view.box(dx + 330, FLOOR - 220, 260, 50, cz, 0.12, { front: shade(chairColour, -0.2), top: chairColour });
  out += view.box(dx + 450, FLOOR - 240, 20, 60, cz - 0.005, 0.01, { front: '#2b2e2d' });
  out += view.box(dx + 350, FLOOR - 300, 220, 260, cz - 0.01, 0.02, {
    front: chairColour,
    side: shade(chairColour, -0.2),
  });
  out += plant(
    view.project(windowLeft ? 1450 : 150, FLOOR, 0.15)[0],
    view.project(0, FLOOR, 0.15)[1],
    360,
    BRAND.cedarLight,
    '#c9b59a',
  );
  scene.describe({
    en: `Drawing of a workspace: a desk with a monitor, a laptop and a lamp, an office chair, a window onto ${VIEWS[outside].en}, bookshelves and a potted plant`,
    ur: `کام کی جگہ کا خاکہ: میز پر مانیٹر، لیپ ٹاپ اور لیمپ، دفتری کرسی، کھڑکی کے باہر ${VIEWS[outside].ur}، کتابوں کی شیلفیں اور گملے میں پودا`,
  });
  return out;
}
