/** Event rooms: meeting room, gala ballroom, conference session, wedding reception. */
import { BRAND, WIDTH, circle, ellipse, headAndShoulders, line, person, rect, shade } from './core.mjs';
import { DEPTH_UNIT, FLOOR, chair, disc, floorBands, screen, setRoom } from './furniture.mjs';

/** A banquet round: chairs behind, skirted cloth, centrepiece, chairs in front. */
function roundTable(scene, view, { x, z, r = 340, cloth, chairColour, centre }) {
  const seats = [];
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * Math.PI * 2 + Math.PI / 8;
    seats.push({ x: x + Math.cos(a) * (r + 50), z: z + (Math.sin(a) * (r + 50)) / DEPTH_UNIT, far: Math.sin(a) > 0 });
  }
  // Chairs in white covers, tied with a sash in the evening's colour.
  const cover = shade(cloth, -0.06);
  const seat = (s) =>
    view.box(s.x - 34, FLOOR, 68, 380, s.z, 0.012, {
      front: s.far ? shade(cover, -0.12) : cover,
      top: cover,
      side: shade(cover, -0.2),
    }) + view.box(s.x - 35, FLOOR - 250, 70, 40, s.z - 0.001, 0.001, { front: chairColour });
  let out = seats
    .filter((s) => s.far)
    .sort((a, b) => b.z - a.z)
    .map(seat)
    .join('');
  const top = FLOOR - 300;
  const [cx, cy] = view.project(x, top, z);
  const [, fy] = view.project(x, FLOOR, z);
  const rx = r * view.scale(z);
  out += disc(view, x, FLOOR, z, r, shade(cloth, -0.2));
  out += rect(cx - rx, cy, rx * 2, fy - cy, shade(cloth, -0.1));
  out += disc(view, x, top, z, r, cloth);
  out += centre(cx, cy, view.scale(z));
  out += seats
    .filter((s) => !s.far)
    .sort((a, b) => b.z - a.z)
    .map(seat)
    .join('');
  return out;
}

/** Centrepieces drawn at the table's centre (cx, cy) at scale s. */
function flowers(scene, colours) {
  return (cx, cy, s) => {
    let out = rect(cx - 4 * s, cy - 260 * s, 8 * s, 260 * s, '#c9c2b0');
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2;
      out += circle(
        cx + Math.cos(a) * 55 * s,
        cy - 300 * s + Math.sin(a) * 40 * s,
        42 * s,
        colours[i % colours.length],
      );
    }
    return out + circle(cx, cy - 300 * s, 45 * s, colours[0]);
  };
}

function candles(scene) {
  return (cx, cy, s) => {
    let out = ellipse(cx, cy - 40 * s, 140 * s, 90 * s, scene.glow('#ffd58a', 0.55));
    for (const dx of [-50, 0, 50])
      out +=
        rect(cx + dx * s - 9 * s, cy - (dx ? 70 : 100) * s, 18 * s, (dx ? 70 : 100) * s, '#f6ecd9') +
        circle(cx + dx * s, cy - (dx ? 80 : 110) * s, 7 * s, '#ffcf6b');
    return out;
  };
}

/** A chandelier: a warm halo, tiers of light and a drop. */
function chandelier(scene, x, y, size, metal) {
  return (
    ellipse(x, y, size * 3, size * 2.2, scene.glow('#ffe2a8', 0.45)) +
    line(x, 0, x, y - size * 0.8, metal, 3) +
    ellipse(x, y - size * 0.4, size * 1.1, size * 0.28, '#fff2cf') +
    ellipse(x, y, size * 0.85, size * 0.24, '#ffe7b3') +
    ellipse(x, y + size * 0.35, size * 0.55, size * 0.18, '#ffdc96') +
    circle(x, y + size * 0.65, size * 0.12, '#fff2cf')
  );
}

/** Coloured uplights washing up a wall. */
function uplights(scene, view, { xs, z, colour }) {
  return xs
    .map((x) => {
      const [cx, cy] = view.project(x, FLOOR - 420, z);
      return ellipse(cx, cy, 90 * view.scale(z), 420 * view.scale(z), scene.glow(colour, 0.55));
    })
    .join('');
}

function ballroomShell(scene, { wall, carpet, ceiling }) {
  const room = setRoom(scene, {
    depth: scene.range(1.5, 1.9),
    eye: scene.range(0.27, 0.31),
    shift: 180,
    scheme: { wall, wallSide: shade(wall, -0.1), ceiling, floor: carpet },
  });
  return { ...room, out: room.shell };
}

export function ballroom(scene) {
  const palette = scene.pick([
    {
      wall: '#3a2c33',
      carpet: '#5b2e36',
      ceiling: '#2b2126',
      cloth: '#f6ecd9',
      chair: '#d4ab6a',
      light: '#b85f8a',
      flowers: ['#f4c095', '#f6ecd9', '#e99a6b'],
    },
    {
      wall: '#1f2f45',
      carpet: '#23324a',
      ceiling: '#141f30',
      cloth: '#f6ecd9',
      chair: '#e3c48f',
      light: '#5b7fc0',
      flowers: ['#f6ecd9', '#d4ab6a', '#9fc3c9'],
    },
    {
      wall: '#1f4d3f',
      carpet: '#2f3d2b',
      ceiling: '#12291f',
      cloth: '#f6ecd9',
      chair: '#d4ab6a',
      light: '#e3c48f',
      flowers: ['#f6ecd9', '#e3c48f', '#b3683a'],
    },
  ]);
  const { view, bounds, out: shell } = ballroomShell(scene, palette);
  const zb = bounds.zb;
  let out = shell;
  out += uplights(scene, view, { xs: [60, 380, 1220, 1540], z: zb, colour: palette.light });
  // A stage with drapes at the far end.
  for (let i = 0; i < 12; i++)
    out += view.wallRect(
      280 + i * 87,
      80,
      87,
      FLOOR - 80,
      zb,
      i % 2 ? shade(palette.wall, -0.25) : shade(palette.wall, -0.1),
    );
  out += view.box(250, FLOOR, 1100, 130, zb - 0.16, 0.16, {
    front: shade(palette.wall, -0.35),
    top: shade(palette.carpet, 0.1),
  });
  for (const [x, z] of [
    [400, 0.6],
    [1200, 0.6],
    [800, 1.1],
  ]) {
    const [cx, cy] = view.project(x, 150, z);
    out += chandelier(scene, cx, cy, 70 * view.scale(z), BRAND.brass);
  }
  const lit = scene.chance(0.5);
  const centre = lit ? candles(scene) : flowers(scene, palette.flowers);
  const rows = [
    [zb - 0.35, [-100, 500, 1100, 1700]],
    [zb - 0.85, [100, 800, 1500]],
    [0.45, [-150, 1750]],
  ];
  for (const [z, xs] of rows)
    for (const x of xs)
      out += roundTable(scene, view, {
        x: x + scene.range(-40, 40),
        z,
        cloth: palette.cloth,
        chairColour: palette.chair,
        centre,
      });
  scene.describe({
    en: `Drawing of a ballroom set for a gala: round tables in white with ${lit ? 'candles' : 'floral centrepieces'}, chairs in covers, chandeliers overhead and a stage with drapes at the far end`,
    ur: `عشائیے کے لیے سجے بال روم کا خاکہ: سفید پوش گول میزوں پر ${lit ? 'موم بتیاں' : 'پھولوں کے گلدستے'}، غلاف چڑھی کرسیاں، اوپر فانوس اور سامنے پردوں والا اسٹیج`,
  });
  return out;
}

export function weddingReception(scene) {
  const palette = scene.pick([
    {
      wall: '#efe3d3',
      carpet: '#c9b59a',
      ceiling: '#f6ecd9',
      cloth: '#fbf6ee',
      chair: '#e3c48f',
      blooms: ['#f2b8b5', '#fbf6ee', '#e99a6b', '#f4c095'],
      leaf: '#6f8f5a',
    },
    {
      wall: '#3a2c33',
      carpet: '#5b3a45',
      ceiling: '#2b2126',
      cloth: '#f6ecd9',
      chair: '#d4ab6a',
      blooms: ['#f6ecd9', '#e9a3b0', '#d4ab6a'],
      leaf: '#4f6f4a',
    },
    {
      wall: '#1f4d3f',
      carpet: '#3b4a3a',
      ceiling: '#173a30',
      cloth: '#f6ecd9',
      chair: '#f6ecd9',
      blooms: ['#f6ecd9', '#f2b8b5', '#e3c48f'],
      leaf: '#8fae7a',
    },
  ]);
  const { view, bounds, out: shell } = ballroomShell(scene, palette);
  const zb = bounds.zb;
  let out = shell;
  // Strings of fairy lights looping across the ceiling.
  for (let i = 0; i < 5; i++) {
    const z = 0.2 + i * (zb / 5);
    const [x0, y0] = view.project(bounds.xl, bounds.yc + 40, z);
    const [x1, y1] = view.project(bounds.xr, bounds.yc + 40, z);
    const sag = 120 * view.scale(z);
    for (let t = 0.04; t < 1; t += 0.06) {
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
      out += circle(x, y, 5 * view.scale(z) + 1.5, '#ffe7a8');
    }
  }
  // A floral arch over the couple's table on a low stage.
  const archX = WIDTH / 2;
  out += view.box(420, FLOOR, 760, 110, zb - 0.2, 0.2, {
    front: shade(palette.carpet, -0.2),
    top: shade(palette.carpet, 0.15),
  });
  const [ax, ay] = view.project(archX, FLOOR - 110, zb - 0.05);
  const s = view.scale(zb - 0.05);
  const aw = 300 * s;
  const ah = 720 * s;
  out += ellipse(ax, ay - ah * 0.5, aw * 1.6, ah * 0.8, scene.glow('#fff1d0', 0.6));
  for (let t = 0; t <= 1.0001; t += 1 / 26) {
    const a = Math.PI * t;
    const px = ax - Math.cos(a) * aw;
    const py = ay - ah * 0.55 - Math.sin(a) * ah * 0.45;
    const legY = t < 0.5 ? ay : ay;
    if (t < 0.08 || t > 0.92)
      for (let k = 0; k < 6; k++)
        out += circle(
          px,
          legY - (k * ah * 0.55) / 6,
          30 * s,
          k % 2 ? palette.leaf : palette.blooms[k % palette.blooms.length],
        );
    out +=
      circle(px, py, 34 * s, palette.leaf) +
      circle(px + 8 * s, py - 6 * s, 26 * s, palette.blooms[Math.round(t * 26) % palette.blooms.length]);
  }
  out += view.box(archX - 260, FLOOR - 110, 520, 260, zb - 0.2, 0.08, {
    front: palette.cloth,
    top: shade(palette.cloth, 0.1),
  });
  out +=
    person(ax - 60 * s, ay - 110 * s, 560 * s, '#2b2622', '#2b2622') +
    person(ax + 60 * s, ay - 110 * s, 520 * s, palette.cloth, '#3b2a1a');
  const centre = flowers(scene, palette.blooms);
  for (const [z, xs] of [
    [zb - 0.6, [-150, 250, 1350, 1750]],
    [0.65, [0, 1600]],
    [0.3, [150, 1450]],
  ])
    for (const x of xs)
      out += roundTable(scene, view, {
        x: x + scene.range(-40, 40),
        z,
        cloth: palette.cloth,
        chairColour: palette.chair,
        centre,
      });
  scene.describe({
    en: 'Drawing of a wedding reception: the couple at their table under a floral arch on a low stage, round tables with flowers, and strings of fairy lights overhead',
    ur: 'شادی کی تقریب کا خاکہ: ایک چھوٹے اسٹیج پر پھولوں کی محراب تلے اپنی میز پر دولہا دلہن، پھولوں سے سجی گول میزیں، اور اوپر ننھی روشنیوں کی لڑیاں',
  });
  return out;
}

export function conferenceSession(scene) {
  const wall = scene.pick(['#1c2430', '#1f2b26', '#2a2230']);
  const { view, bounds, shell } = setRoom(scene, {
    depth: scene.range(1.2, 1.5),
    eye: scene.range(0.4, 0.46),
    shift: 120,
    scheme: { wall, wallSide: shade(wall, 0.06), ceiling: shade(wall, -0.3), floor: shade(wall, 0.1) },
  });
  const zb = bounds.zb;
  const slide = scene.pick([BRAND.cedar, '#14213d', '#f6ecd9']);
  const ink = slide === '#f6ecd9' ? BRAND.cedar : BRAND.ivory;
  let out = shell;
  // The projected slide lights the room.
  const sx = 380;
  const sw = 840;
  const [gx, gy] = view.project(sx + sw / 2, 380, zb);
  out += ellipse(gx, gy, 700, 420, scene.glow('#dfe7f0', 0.25));
  out += view.wallRect(sx - 16, 150, sw + 32, 480, zb, '#0c0f12') + view.wallRect(sx, 166, sw, 448, zb, slide);
  out +=
    view.wallRect(sx + 60, 210, sw * 0.5, 40, zb, ink) + view.wallRect(sx + 60, 270, sw * 0.3, 18, zb, BRAND.brass);
  const bars = scene.int(4, 6);
  for (let i = 0; i < bars; i++) {
    const h = scene.range(80, 260);
    out += view.wallRect(
      sx + 80 + i * 110,
      580 - h,
      70,
      h,
      zb,
      i === bars - 1 ? BRAND.brass : shade(ink, slide === '#f6ecd9' ? 0.3 : -0.25),
    );
  }
  if (scene.chance(0.5)) {
    const [cx, cy] = view.project(sx + sw - 180, 420, zb);
    out +=
      circle(cx, cy, 110 * view.scale(zb), BRAND.brass) +
      `<path d="M${cx.toFixed(0)},${cy.toFixed(0)} L${cx.toFixed(0)},${(cy - 110 * view.scale(zb)).toFixed(0)} A${(110 * view.scale(zb)).toFixed(0)},${(110 * view.scale(zb)).toFixed(0)} 0 0 1 ${(cx + 95 * view.scale(zb)).toFixed(0)},${(cy + 55 * view.scale(zb)).toFixed(0)} Z" fill="${ink}"/>`;
  }
  // The stage, a lectern and the presenter at the screen.
  out += view.box(200, FLOOR, 1200, 120, zb - 0.25, 0.25, { front: '#14181c', top: shade(wall, 0.18) });
  const [lx, ly] = view.project(1180, FLOOR - 120, zb - 0.15);
  const ls = view.scale(zb - 0.15);
  out += ellipse(lx - 200 * ls, ly - 400 * ls, 260 * ls, 520 * ls, scene.glow('#ffe6b0', 0.35));
  out += person(lx - 200 * ls, ly, 700 * ls, scene.pick(['#2b3a4a', '#4a2f40', '#1f4d3f']), '#c89f7a');
  out +=
    rect(lx - 60 * ls, ly - 420 * ls, 150 * ls, 420 * ls, BRAND.cedar) +
    rect(lx - 70 * ls, ly - 440 * ls, 170 * ls, 30 * ls, BRAND.brass);
  // The audience seen from behind, rows receding.
  const tones = ['#121619', '#1b2126', '#242a2f', '#161a1d'];
  for (let row = 6; row >= 0; row--) {
    const z = -0.32 + row * 0.14;
    for (let i = 0; i < 11; i++) {
      const x = -60 + i * 160 + (row % 2) * 80 + scene.range(-15, 15);
      if (Math.abs(x - WIDTH / 2) < 60) continue;
      const [px, py] = view.project(x, FLOOR - 300, z);
      out += headAndShoulders(
        px,
        py + 40,
        120 * view.scale(z),
        scene.pick(tones),
        scene.pick(['#15191c', '#2a2420', '#3b2f27']),
      );
    }
  }
  scene.describe({
    en: 'Drawing of a conference session: a presenter by a lectern on stage, a chart on the big screen, and the audience seen from behind',
    ur: 'کانفرنس کے اجلاس کا خاکہ: اسٹیج پر روسٹرم کے پاس مقرر، بڑی اسکرین پر چارٹ، اور پیچھے سے دکھائی دیتے سامعین',
  });
  return out;
}

export function meetingRoom(scene) {
  const { colours, view, bounds, shell } = setRoom(scene, { depth: scene.range(0.95, 1.15), shift: 100 });
  const zb = bounds.zb;
  const seat = scene.pick(['#2b2e2d', colours.fabric, '#3d5a80']);
  let out = shell + floorBands(view, bounds, shade(colours.floor, -0.07), 8);
  out += view.sideRect(
    bounds.xl,
    120,
    700,
    0.1,
    zb - 0.1,
    scene.linear([
      [0, '#a9c9cf'],
      [1, '#f1e9d6'],
    ]),
  );
  for (let i = 1; i < 5; i++)
    out += view.sideRect(
      bounds.xl,
      120,
      700,
      0.1 + (i * (zb - 0.2)) / 5 - 0.006,
      0.1 + (i * (zb - 0.2)) / 5 + 0.006,
      '#3c4142',
    );
  out += screen(view, { x: 480, y: 200, w: 640, h: 380, z: zb }, { glass: scene.pick(['#1f4d3f', '#24384a']) });
  out += view.wallRect(540, 260, 320, 30, zb, BRAND.ivory) + view.wallRect(540, 320, 220, 16, zb, BRAND.brass);
  const boardroom = scene.chance(0.5);
  if (boardroom) {
    // Boardroom: one long table with chairs down both sides.
    const tz0 = 0.18;
    const tz1 = zb - 0.2;
    const places = 5;
    const step = (tz1 - tz0 - 0.06) / places;
    for (let i = places - 1; i >= 0; i--) {
      const z = tz0 + 0.04 + i * step;
      out += chair(view, { x: 1070, z, w: 120, facing: 'toward' }, seat);
    }
    out += view.box(540, FLOOR, 520, 290, tz0, tz1 - tz0, {
      front: shade(colours.wood, -0.2),
      top: colours.wood,
      side: shade(colours.wood, -0.3),
    });
    for (let i = places - 1; i >= 0; i--) {
      const z = tz0 + 0.04 + i * step;
      out += chair(view, { x: 400, z, w: 120, facing: 'toward' }, seat);
      const [px, py] = view.project(700, FLOOR - 292, z + 0.03);
      out += ellipse(px, py, 30 * view.scale(z), 10 * view.scale(z), '#f6ecd9');
    }
  } else {
    // Classroom: rows of tables facing the screen, chairs turned away from us.
    for (let row = 3; row >= 0; row--) {
      const z = 0.14 + row * ((zb - 0.4) / 4);
      for (const x of [160, 900]) {
        out += view.box(x, FLOOR, 560, 290, z, 0.07, {
          front: colours.soft,
          top: shade(colours.soft, 0.05),
          side: shade(colours.soft, -0.12),
        });
        for (const cx of [x + 90, x + 330]) out += chair(view, { x: cx, z: z - 0.07, w: 130, facing: 'away' }, seat);
      }
    }
  }
  scene.describe(
    boardroom
      ? {
          en: 'Drawing of a meeting room set boardroom style: a long table with chairs down both sides, a screen on the far wall and windows along one side',
          ur: 'بورڈ روم کی طرز پر سجے میٹنگ روم کا خاکہ: لمبی میز کے دونوں طرف کرسیاں، سامنے دیوار پر اسکرین، اور ایک طرف کھڑکیاں',
        }
      : {
          en: 'Drawing of a meeting room set classroom style: rows of tables and chairs facing a screen on the far wall, windows along one side',
          ur: 'کلاس روم کی طرز پر سجے میٹنگ روم کا خاکہ: سامنے دیوار پر لگی اسکرین کے رخ میزوں اور کرسیوں کی قطاریں، اور ایک طرف کھڑکیاں',
        },
  );
  return out;
}
